import { randomUUID } from 'node:crypto'

import { type DeliveryRefusal, deliveryRefusalMessage } from '#app/deliveries/delivery-messages.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { formatCents } from '#app/kernel/format.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { checkoutPayment } from '#app/payments/.server/stripe-writes.ts'
import { resendPending, writeAhead } from '#app/payments/.server/write-ahead.ts'
import { type HoldBuyer, holdFormPath, holdReturnPath } from '#app/sales/cart-hold.ts'

import {
  bookSaleDelivery,
  deliveredCheckoutMinutes,
  freeHoldWindow,
  type HoldDelivery,
  holdSubject,
  lockSaleWindow,
} from './hold-delivery'
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
  | { ok: true; url: string }
  | { ok: false; reason: 'off' | 'held' | 'unavailable' | 'stripe' }
  | { ok: false; reason: 'delivery'; refusal: DeliveryRefusal; error: string }

/** The trucks refused the window: thrown to roll the hold back. */
class DeliveryRefused extends Error {
  constructor(readonly refusal: DeliveryRefusal) {
    super(refusal)
  }
}

/**
 * Starts a hold: the deposit (the owners' setting, never the form's) on
 * Stripe's hosted page, paid at once; not taxed. One transaction locks the
 * delivery's window (first, as record 077 asks), books it, writes the
 * deposit's ledger row ahead and the hold's row with the buyer; a window
 * refused stores nothing and calls no one. Stripe's page is asked for once
 * that has committed (a delivered hold's page is open an hour, so an unpaid
 * one keeps its window no longer). Nothing is held until the payment is
 * made (holdPaid).
 */
export async function startHold(
  db: DB,
  online: OnlinePayments | undefined,
  input: {
    vehicle: { id: string; name: string; status: string }
    buyer: HoldBuyer
    siteUrl: string
    delivery?: HoldDelivery
    now?: Date
  },
): Promise<StartHoldResult> {
  const now = input.now ?? new Date()
  const offer = await holdOffer(db, online, input.vehicle)
  if (!offer.open || !online) return { ok: false, reason: offer.open ? 'off' : offer.reason }
  const holdId = randomUUID()
  const { vehicle, buyer, siteUrl, delivery } = input
  const expiresAt = delivery
    ? Math.floor(now.getTime() / 1000) + deliveredCheckoutMinutes * 60
    : undefined
  let payment
  try {
    payment = await db.transaction().execute(async (trx) => {
      if (delivery) {
        await lockSaleWindow(trx, delivery)
        const booked = await bookSaleDelivery(
          trx,
          { subject: holdSubject(holdId), delivery, buyer, vehicle },
          { now },
        )
        if (!booked.ok) throw new DeliveryRefused(booked.reason)
      }
      const row = await writeAhead(
        trx,
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
            ...(expiresAt ? { expiresAt } : {}),
          }),
        now,
      )
      await trx
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
          payment_id: row.id,
          refund_payment_id: null,
          lead_id: null,
          created_at: now.toISOString(),
          paid_at: null,
          ends_at: null,
          ended_at: null,
        })
        .execute()
      return row
    })
  } catch (error) {
    if (!(error instanceof DeliveryRefused)) throw error
    const message = deliveryRefusalMessage(error.refusal)
    return { ok: false, reason: 'delivery', refusal: error.refusal, error: message }
  }
  const outcome = await resendPending(db, online.stripe, payment, now)
  const session = outcome.answer?.object === 'checkout.session' ? outcome.answer : undefined
  if (session?.url) return { ok: true, url: session.url }
  // no page to pay on: the window goes back at once
  if (delivery) await db.transaction().execute((trx) => freeHoldWindow(trx, holdId, now))
  return { ok: false, reason: 'stripe' }
}
