import type Stripe from 'stripe'

import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { CartHoldRow, PaymentRow } from '#app/kernel/.server/db/schema.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { type LeadRouting, recordSalesLead } from '#app/leads/.server/sales-leads.ts'
import { paymentById } from '#app/payments/.server/ledger-rows.ts'
import type { PaymentEventContext } from '#app/payments/.server/payment-handlers.ts'
import { holdEndsAt } from '#app/sales/cart-hold.ts'

import { freeHoldWindow, holdDeliveries, holdDeliveryFacts } from './hold-delivery'
import { holdApology, holdReceipt } from './hold-mail'
import { queueHoldRefund } from './hold-refunds'
import { holdDays } from './hold-settings'

/** Where the lead's e-mails go, and the site's address for the receipt's links. */
export type HoldRouting = LeadRouting & Pick<Settings, 'SITE_URL'>

export type HoldPaidOutcome =
  | { outcome: 'held'; hold: CartHoldRow }
  | { outcome: 'lost'; hold: CartHoldRow; refund: PaymentRow }
  | { outcome: 'unchanged' }

/**
 * A hold's deposit is paid: the one function Stripe's event and the buyer's
 * return from Checkout both call, inside their transaction, whichever comes
 * first. The first to move the hold out of 'checkout' decides; the other
 * finds it moved and changes nothing. The cart then goes from available to
 * "Sale pending" in one guarded UPDATE that also checks no other hold is
 * active: of two buyers paying for one cart at once, one statement finds the
 * cart available (PostgreSQL's row lock makes the other wait and read it
 * again; SQLite writes one transaction at a time). The winner's hold is
 * active, with its lead and receipt; the other's deposit is refunded, with
 * an apology, and its delivery's window freed.
 */
export async function holdPaid(
  trx: DB,
  payment: PaymentRow,
  routing: HoldRouting,
  now: Date,
): Promise<HoldPaidOutcome> {
  if (payment.purpose !== 'cart_hold' || payment.kind !== 'charge') return { outcome: 'unchanged' }
  if (payment.status !== 'succeeded') return { outcome: 'unchanged' }
  const at = now.toISOString()
  const claimed = await trx
    .updateTable('cart_holds')
    .set({ status: 'lost', paid_at: at })
    .where('payment_id', '=', payment.id)
    .where('status', '=', 'checkout')
    .returningAll()
    .executeTakeFirst()
  if (!claimed) return { outcome: 'unchanged' }
  const taken = await trx
    .updateTable('vehicles')
    .set({ status: 'pending', updated_at: at })
    .where('id', '=', claimed.vehicle_id)
    .where('status', '=', 'available')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('cart_holds')
            .select('id')
            .where('vehicle_id', '=', claimed.vehicle_id)
            .where('status', '=', 'active'),
        ),
      ),
    )
    .executeTakeFirst()
  const cart = await trx
    .selectFrom('vehicles')
    .select(['name'])
    .where('id', '=', claimed.vehicle_id)
    .executeTakeFirst()
  const cartName = cart?.name ?? 'cart'
  if (!changedRow(taken)) {
    const refund = await queueHoldRefund(
      trx,
      claimed,
      { actor: 'job', note: 'Paid after another buyer held the cart: refunded at once.' },
      now,
    )
    const hold = await trx
      .updateTable('cart_holds')
      .set({ refund_payment_id: refund.id, ended_at: at })
      .where('id', '=', claimed.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    await freeHoldWindow(trx, hold.id, now)
    await queueWrittenMail(trx, holdApology(hold, cartName), now, 'renter')
    return { outcome: 'lost', hold, refund }
  }
  const days = await readSetting(trx, holdDays)
  const endsAt = holdEndsAt(now, days)
  const leadId = await recordSalesLead(
    trx,
    {
      firstName: claimed.first_name,
      lastName: claimed.last_name,
      email: claimed.email,
      phone: claimed.phone,
      message: `Held the ${cartName} online with a refundable deposit of ${formatCents(claimed.amount_cents)}, paid by card. The hold lasts until ${readableTime(endsAt)} unless staff extend it, apply the deposit to the sale or refund it (the cart's page in the back office).`,
      vehicleId: claimed.vehicle_id,
      sourcePage: `/vehicle/${claimed.vehicle_id}`,
    },
    routing,
    now,
  )
  const hold = await trx
    .updateTable('cart_holds')
    .set({ status: 'active', ends_at: endsAt.toISOString(), lead_id: leadId })
    .where('id', '=', claimed.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  const [delivery] = await holdDeliveries(trx, [hold.id])
  const booked = delivery && { facts: holdDeliveryFacts(delivery), siteUrl: routing.SITE_URL }
  await queueWrittenMail(trx, holdReceipt(hold, cartName, endsAt, days, booked), now, 'renter')
  return { outcome: 'held', hold }
}

/** The ledger row a Checkout Session names, as it stands in this transaction. */
async function sessionPayment(trx: DB, session: Stripe.Checkout.Session) {
  const byLedger = session.metadata?.ledger_id
  if (byLedger) return paymentById(trx, byLedger)
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('stripe_checkout_session_id', '=', session.id)
    .executeTakeFirst()
}

/**
 * `checkout.session.completed` (app/payment-handlers.ts): the ledger has
 * settled the deposit's row in this transaction, or the buyer's return
 * settled it earlier; either way the row says whether it is paid.
 */
export function cartHoldCheckoutCompleted(routing: HoldRouting) {
  return async (context: PaymentEventContext): Promise<void> => {
    if (context.event.type !== 'checkout.session.completed') return
    const payment = await sessionPayment(context.trx, context.event.data.object)
    if (payment) await holdPaid(context.trx, payment, routing, context.now)
  }
}
