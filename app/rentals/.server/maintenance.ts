import { randomUUID } from 'node:crypto'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'

import { activeStatuses } from './holds'

/** Days a cart is out of service, both inclusive, with why. */
export type MaintenanceBlock = {
  id: string
  cartId: string
  firstDay: string
  lastDay: string
  reason: string
}

/** A reservation whose cart is blocked on one of its days: staff must give it another cart. */
export type FlaggedReservation = {
  id: string
  renter: string
  cartId: string
  firstDay: string
  lastDay: string
  /** the block's reason */
  blockedFor: string
}

const zone = business.timeZone

/** The first and last day of a rental on the dealer's calendar. */
export const rentalDays = (startAt: string, endAt: string) => ({
  firstDay: calendarDay(new Date(startAt), zone),
  lastDay: calendarDay(new Date(endAt), zone),
})

/** Whether two day ranges (both ends inclusive) share a day. */
export const daysOverlap = (
  a: { firstDay: string; lastDay: string },
  b: { firstDay: string; lastDay: string },
) => a.firstDay <= b.lastDay && b.firstDay <= a.lastDay

/**
 * The block that leaves an active reservation not yet over without its
 * cart on one of its days, if any: such a reservation needs another cart.
 */
export function blockingMaintenance<
  B extends { cartId: string; firstDay: string; lastDay: string },
>(
  reservation: { cart_id: string; status: string; start_at: string; end_at: string },
  blocks: B[],
  now: Date,
): B | undefined {
  if (!activeStatuses.some((s) => s === reservation.status)) return undefined
  if (reservation.end_at <= now.toISOString()) return undefined
  const days = rentalDays(reservation.start_at, reservation.end_at)
  return blocks.find((block) => block.cartId === reservation.cart_id && daysOverlap(days, block))
}

/** The blocks that reach into `[from, to]` (days, inclusive), of every cart or of the carts given. */
export async function maintenanceBlocks(
  db: DB,
  days: { from: string; to: string },
  cartIds?: string[],
): Promise<MaintenanceBlock[]> {
  if (cartIds?.length === 0) return []
  const rows = await db
    .selectFrom('rental_maintenance')
    .select(['id', 'cart_id', 'first_day', 'last_day', 'reason'])
    .where('last_day', '>=', days.from)
    .where('first_day', '<=', days.to)
    .$if(cartIds !== undefined, (q) => q.where('cart_id', 'in', cartIds ?? []))
    .orderBy('first_day')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    cartId: row.cart_id,
    firstDay: row.first_day,
    lastDay: row.last_day,
    reason: row.reason,
  }))
}

/**
 * Active reservations not yet over whose cart is blocked on one of their
 * days, soonest first; of one reservation when `reservationId` is given.
 * Worked out from the blocks at each read rather than stored, so a hold
 * placed while a block was being added is flagged as well.
 */
export async function needsAnotherCart(
  db: DB,
  now: Date,
  reservationId?: string,
): Promise<FlaggedReservation[]> {
  const rows = await db
    .selectFrom('rental_reservations as r')
    .innerJoin('rental_maintenance as m', 'm.cart_id', 'r.cart_id')
    .select([
      'r.id',
      'r.first_name',
      'r.last_name',
      'r.cart_id',
      'r.status',
      'r.start_at',
      'r.end_at',
    ])
    .select(['m.first_day', 'm.last_day', 'm.reason'])
    .where('r.status', 'in', activeStatuses)
    .where('r.end_at', '>', now.toISOString())
    .where('m.last_day', '>=', calendarDay(now, zone))
    .$if(reservationId !== undefined, (q) => q.where('r.id', '=', reservationId ?? ''))
    .orderBy('r.start_at')
    .orderBy('m.first_day')
    .execute()
  const flagged = new Map<string, FlaggedReservation>()
  for (const row of rows) {
    const block = { cartId: row.cart_id, firstDay: row.first_day, lastDay: row.last_day }
    if (flagged.has(row.id) || !blockingMaintenance(row, [block], now)) continue
    flagged.set(row.id, {
      id: row.id,
      renter: `${row.first_name} ${row.last_name}`.trim(),
      cartId: row.cart_id,
      ...rentalDays(row.start_at, row.end_at),
      blockedFor: row.reason,
    })
  }
  return [...flagged.values()]
}

export type MaintenanceChange =
  { ok: true; flagged: FlaggedReservation[] } | { ok: false; reason: 'not-found' | 'retired' }

/**
 * Takes a cart out of service for some days, with why, audited. Allowed
 * over reservations: those it meets are flagged as needing another cart
 * (returned, for the owner's message), and no new hold is offered the cart
 * on those days.
 */
export async function addMaintenance(
  db: DB,
  block: Omit<MaintenanceBlock, 'id'>,
  actor: Actor,
  now = new Date(),
): Promise<MaintenanceChange> {
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const cart = await trx
      .selectFrom('rental_carts')
      .select('state')
      .where('id', '=', block.cartId)
      .executeTakeFirst()
    if (!cart) return { ok: false, reason: 'not-found' } as const
    if (cart.state === 'retired') return { ok: false, reason: 'retired' } as const
    const id = randomUUID()
    await trx
      .insertInto('rental_maintenance')
      .values({
        id,
        cart_id: block.cartId,
        first_day: block.firstDay,
        last_day: block.lastDay,
        reason: block.reason,
        created_by: actor.id,
        created_at: now.toISOString(),
      })
      .execute()
    const flagged = (await needsAnotherCart(trx, now)).filter(
      (r) => r.cartId === block.cartId && daysOverlap(r, block),
    )
    return audited({ ok: true, flagged } as const, {
      action: 'rental.maintenance.add',
      entity: 'rental_cart',
      entityId: block.cartId,
      after: { id, firstDay: block.firstDay, lastDay: block.lastDay, reason: block.reason },
    })
  })
}

/** Puts a cart back in service on a block's days (the block is deleted, audited). */
export async function removeMaintenance(
  db: DB,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<{ ok: true; cartId: string } | { ok: false; reason: 'not-found' }> {
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const removed = await trx
      .deleteFrom('rental_maintenance')
      .where('id', '=', id)
      .returning(['cart_id', 'first_day', 'last_day', 'reason'])
      .executeTakeFirst()
    if (!removed) return { ok: false, reason: 'not-found' } as const
    return audited({ ok: true, cartId: removed.cart_id } as const, {
      action: 'rental.maintenance.remove',
      entity: 'rental_cart',
      entityId: removed.cart_id,
      before: {
        id,
        firstDay: removed.first_day,
        lastDay: removed.last_day,
        reason: removed.reason,
      },
    })
  })
}
