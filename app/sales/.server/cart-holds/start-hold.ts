import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { formatCents } from '#app/kernel/format.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { checkoutPayment } from '#app/payments/.server/stripe-writes.ts'
import { writeToStripe } from '#app/payments/.server/write-ahead.ts'
import { type HoldBuyer, holdFormPath, holdReturnPath } from '#app/sales/cart-hold.ts'

import { holdTerms } from './hold-settings'

export type HoldOffer =
  | { open: true; depositCents: number; days: number }
  | { open: false; reason: 'off' | 'held' | 'unavailable' }

/**
 * Whether a cart can be held now: online payment on, a deposit set, the cart
 * available and no hold on it. The button, the form and the start of a
 * Checkout ask this alone.
 */
export async function holdOffer(
  db: DB,
  online: OnlinePayments | undefined,
  vehicle: { id: string; status: string },
): Promise<HoldOffer> {
  if (!online) return { open: false, reason: 'off' }
  const terms = await holdTerms(db)
  if (terms.depositCents <= 0) return { open: false, reason: 'off' }
  const active = await db
    .selectFrom('cart_holds')
    .select('id')
    .where('vehicle_id', '=', vehicle.id)
    .where('status', '=', 'active')
    .executeTakeFirst()
  if (active) return { open: false, reason: 'held' }
  if (vehicle.status !== 'available') return { open: false, reason: 'unavailable' }
  return { open: true, ...terms }
}

export type StartHoldResult =
  { ok: true; url: string } | { ok: false; reason: 'off' | 'held' | 'unavailable' | 'stripe' }

/**
 * Starts a hold: the deposit (the owners' setting, never the form's) on
 * Stripe's hosted page, paid at once; not taxed. The hold's row, with the
 * buyer, is written first; the deposit's ledger row goes through
 * writeToStripe. Nothing is held until the payment is made (holdPaid).
 */
export async function startHold(
  db: DB,
  online: OnlinePayments | undefined,
  input: {
    vehicle: { id: string; name: string; status: string }
    buyer: HoldBuyer
    siteUrl: string
    now?: Date
  },
): Promise<StartHoldResult> {
  const now = input.now ?? new Date()
  const offer = await holdOffer(db, online, input.vehicle)
  if (!offer.open || !online) return { ok: false, reason: offer.open ? 'off' : offer.reason }
  const holdId = randomUUID()
  const { vehicle, buyer, siteUrl } = input
  const outcome = await writeToStripe(
    db,
    online.stripe,
    {
      kind: 'charge',
      method: 'card_online',
      amountCents: offer.depositCents,
      subject: { type: 'vehicle', id: vehicle.id },
      purpose: 'cart_hold',
      actor: 'renter',
      note: `Deposit holding the ${vehicle.name}`,
    },
    (ledgerId) =>
      checkoutPayment(ledgerId, {
        amountCents: offer.depositCents,
        currency: 'usd',
        description: `Refundable deposit: ${vehicle.name} held ${offer.days} days (${formatCents(offer.depositCents)})`,
        successUrl: `${siteUrl}${holdReturnPath(holdId)}`,
        cancelUrl: `${siteUrl}${holdFormPath(vehicle.id)}`,
        email: buyer.email,
      }),
    now,
  )
  await db
    .insertInto('cart_holds')
    .values({
      id: holdId,
      vehicle_id: vehicle.id,
      status: 'checkout',
      first_name: buyer.firstName,
      last_name: buyer.lastName,
      email: buyer.email,
      phone: buyer.phone,
      amount_cents: offer.depositCents,
      payment_id: outcome.row.id,
      refund_payment_id: null,
      lead_id: null,
      created_at: now.toISOString(),
      paid_at: null,
      ends_at: null,
      ended_at: null,
    })
    .execute()
  const session = outcome.answer?.object === 'checkout.session' ? outcome.answer : undefined
  if (!session?.url) return { ok: false, reason: 'stripe' }
  return { ok: true, url: session.url }
}
