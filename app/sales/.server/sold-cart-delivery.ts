import { type DeliveryRefusal, deliveryRefusalMessage } from '#app/deliveries/delivery-messages.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { DeliveryJobRow } from '#app/kernel/.server/db/schema.ts'
import type { HoldBuyer } from '#app/sales/cart-hold.ts'

import { bookSaleDelivery, type HoldDelivery, lockSaleWindow } from './cart-holds/hold-delivery'

/** A cart sold at the showroom: its delivery is booked for the cart itself. */
export const soldCartSubject = (vehicleId: string) => ({ type: 'vehicle', id: vehicleId })

export type SoldCartBooking =
  | { ok: true; job: DeliveryJobRow }
  | { ok: false; reason: 'not-sold' | 'booked' }
  | { ok: false; reason: 'delivery'; refusal: DeliveryRefusal; error: string }

/** The trucks refused the window: thrown to roll the booking and its audit row back. */
class Refused extends Error {
  constructor(readonly answer: Exclude<SoldCartBooking, { ok: true }>) {
    super(answer.reason)
  }
}

/**
 * Staff book the delivery of a cart sold to a walk-in buyer (no hold), in
 * one audited transaction: the window locked first (record 077), the cart
 * still sold and with no open delivery of its own or of the hold applied to
 * its sale, then the window booked for the cart. A refusal stores nothing.
 */
export async function bookSoldCartDelivery(
  db: DB,
  input: { vehicleId: string; buyer: HoldBuyer; delivery: HoldDelivery },
  actor: Actor,
  now: Date,
): Promise<SoldCartBooking> {
  const { vehicleId, buyer, delivery } = input
  try {
    return await auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
      await lockSaleWindow(trx, delivery)
      const vehicle = await trx
        .selectFrom('vehicles')
        .select(['id', 'name', 'status'])
        .where('id', '=', vehicleId)
        .executeTakeFirst()
      if (vehicle?.status !== 'sold') throw new Refused({ ok: false, reason: 'not-sold' })
      if (await openSaleDelivery(trx, vehicleId)) {
        throw new Refused({ ok: false, reason: 'booked' })
      }
      const booked = await bookSaleDelivery(
        trx,
        { subject: soldCartSubject(vehicleId), delivery, buyer, vehicle },
        { now, actor: { id: actor.id, email: actor.email } },
      )
      if (!booked.ok) {
        throw new Refused({
          ok: false,
          reason: 'delivery',
          refusal: booked.reason,
          error: deliveryRefusalMessage(booked.reason),
        })
      }
      const { job } = booked
      return audited({ ok: true, job } as const, {
        action: 'cart-delivery.book',
        entity: 'vehicle',
        entityId: vehicleId,
        after: {
          jobId: job.id,
          day: job.day,
          windowStart: job.window_start,
          town: job.town,
          truck: job.truck_id,
          whiteGlove: job.white_glove === 1,
        },
      })
    })
  } catch (error) {
    if (error instanceof Refused) return error.answer
    throw error
  }
}

/** The open delivery of a sold cart: booked for the cart by staff, or with the hold applied to its sale. */
export function openSaleDelivery(db: DB, vehicleId: string) {
  return db
    .selectFrom('delivery_jobs as j')
    .leftJoin('cart_holds as h', (join) =>
      join.onRef('h.id', '=', 'j.subject_id').on('j.subject_type', '=', 'cart_hold'),
    )
    .leftJoin('delivery_trucks as t', 't.id', 'j.truck_id')
    .selectAll('j')
    .select('t.name as truck_name')
    .where('j.status', 'in', ['scheduled', 'on_the_way', 'arrived'])
    .where((eb) =>
      eb.or([
        eb.and([eb('j.subject_type', '=', 'vehicle'), eb('j.subject_id', '=', vehicleId)]),
        eb.and([eb('h.vehicle_id', '=', vehicleId), eb('h.status', '=', 'applied')]),
      ]),
    )
    .executeTakeFirst()
}
