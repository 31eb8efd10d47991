import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { CartHoldRow } from '#app/kernel/.server/db/schema.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { extendedEnd } from '#app/sales/cart-hold.ts'

import { endHoldsWithRefund } from './hold-end'
import { sendHoldRefund } from './hold-refunds'

/*
 * Staff's actions on a cart's active hold, each audited with the change in
 * one transaction, each a guarded UPDATE of an active hold: a second click,
 * or a colleague's, or the lapse job meanwhile, finds it no longer active
 * and changes nothing ('gone').
 */

export type HoldActionResult = { ok: true; hold: CartHoldRow } | { ok: false; reason: 'gone' }

const gone = { ok: false, reason: 'gone' } as const

const activeHold = (trx: DB, vehicleId: string, holdId: string) =>
  trx
    .selectFrom('cart_holds')
    .selectAll()
    .where('id', '=', holdId)
    .where('vehicle_id', '=', vehicleId)
    .where('status', '=', 'active')
    .executeTakeFirst()

/** Moves the hold's end on by `days`. */
export function extendHold(
  db: DB,
  target: { vehicleId: string; holdId: string },
  days: number,
  actor: Actor,
  now = new Date(),
): Promise<HoldActionResult> {
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const hold = await activeHold(trx, target.vehicleId, target.holdId)
    if (!hold?.ends_at) return gone
    const endsAt = extendedEnd(hold.ends_at, days)
    const after = await trx
      .updateTable('cart_holds')
      .set({ ends_at: endsAt })
      .where('id', '=', hold.id)
      .where('status', '=', 'active')
      .where('ends_at', '=', hold.ends_at)
      .returningAll()
      .executeTakeFirst()
    if (!after) return gone
    return audited({ ok: true, hold: after } as const, {
      action: 'cart-hold.extend',
      entity: 'vehicle',
      entityId: hold.vehicle_id,
      before: { holdId: hold.id, endsAt: hold.ends_at },
      after: { holdId: hold.id, endsAt, days },
    })
  })
}

/** The deposit goes toward the sale: the hold ends without a refund, the cart is sold and keeps its delivery. */
export function applyHold(
  db: DB,
  target: { vehicleId: string; holdId: string },
  actor: Actor,
  now = new Date(),
): Promise<HoldActionResult> {
  const at = now.toISOString()
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const after = await trx
      .updateTable('cart_holds')
      .set({ status: 'applied', ended_at: at })
      .where('id', '=', target.holdId)
      .where('vehicle_id', '=', target.vehicleId)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst()
    if (!after) return gone
    await trx
      .updateTable('vehicles')
      .set({ status: 'sold', updated_at: at })
      .where('id', '=', after.vehicle_id)
      .where('status', 'in', ['available', 'pending'])
      .execute()
    return audited({ ok: true, hold: after } as const, {
      action: 'cart-hold.apply',
      entity: 'vehicle',
      entityId: after.vehicle_id,
      before: { holdId: after.id, status: 'active' },
      after: {
        holdId: after.id,
        status: 'applied',
        appliedCents: after.amount_cents,
        depositPaymentId: after.payment_id,
        cart: 'sold',
      },
    })
  })
}

/** Ends the hold now with a full refund; the cart is available again. */
export async function refundHold(
  db: DB,
  online: OnlinePayments,
  target: { vehicleId: string; holdId: string },
  actor: Actor,
  now = new Date(),
): Promise<HoldActionResult> {
  const result = await auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const hold = await activeHold(trx, target.vehicleId, target.holdId)
    if (!hold) return gone
    const [ended] = await endHoldsWithRefund(
      trx,
      [hold.id],
      { kind: 'staff', userId: actor.id, email: actor.email },
      now,
    )
    if (!ended) return gone
    return audited({ ok: true, hold: ended.hold } as const, {
      action: 'cart-hold.refund',
      entity: 'vehicle',
      entityId: hold.vehicle_id,
      before: { holdId: hold.id, status: 'active' },
      after: {
        holdId: hold.id,
        status: 'refunded',
        refundedCents: hold.amount_cents,
        refundPaymentId: ended.refundId,
      },
    })
  })
  if (result.ok && result.hold.refund_payment_id) {
    await sendHoldRefund(db, online.stripe, result.hold.refund_payment_id, now)
  }
  return result
}

/** A cart's holds for its admin page, newest first, with their deposits' and refunds' statuses. */
export function holdsOfCart(db: DB, vehicleId: string) {
  return db
    .selectFrom('cart_holds as h')
    .innerJoin('payments as p', 'p.id', 'h.payment_id')
    .leftJoin('payments as r', 'r.id', 'h.refund_payment_id')
    .select([
      'h.id',
      'h.status',
      'h.first_name',
      'h.last_name',
      'h.email',
      'h.phone',
      'h.amount_cents',
      'h.paid_at',
      'h.ends_at',
      'h.ended_at',
      'h.lead_id',
      'p.status as payment_status',
      'r.status as refund_status',
    ])
    .where('h.vehicle_id', '=', vehicleId)
    .where('h.status', '!=', 'checkout')
    .orderBy('h.created_at', 'desc')
    .limit(20)
    .execute()
}
