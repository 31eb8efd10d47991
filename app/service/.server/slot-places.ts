import type { DB } from '#app/kernel/.server/db/connection.ts'

import type { ServiceVisit } from '../service-stages.ts'

export type SlotKey = { visit: ServiceVisit; day: string; windowStart: number; weekday: number }

/**
 * Takes one online place of a day or window, or answers false when none is
 * left. The check and the write are one statement: the counter goes up only
 * while it is below the weekday's online places, read in the same statement.
 * PostgreSQL rechecks the condition on the row another transaction has just
 * raised; SQLite runs one writing transaction at a time. Run it inside the
 * booking's transaction, so a booking that fails later gives the place back.
 */
export async function takePlace(trx: DB, slot: SlotKey): Promise<boolean> {
  await trx
    .insertInto('service_slot_counts')
    .values({ visit: slot.visit, visit_day: slot.day, window_start: slot.windowStart, taken: 0 })
    .onConflict((oc) => oc.columns(['visit', 'visit_day', 'window_start']).doNothing())
    .execute()
  const taken = await trx
    .updateTable('service_slot_counts')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('visit', '=', slot.visit)
    .where('visit_day', '=', slot.day)
    .where('window_start', '=', slot.windowStart)
    .where('taken', '<', (eb) =>
      eb
        .selectFrom('service_capacity')
        .select('online_places')
        .where('weekday', '=', slot.weekday)
        .where('visit', '=', slot.visit),
    )
    .returning('taken')
    .executeTakeFirst()
  return taken !== undefined
}

/**
 * Counts a cart staff took in at the counter on its day: the cart is there,
 * so it is never refused, but it fills the day for the bookings online.
 */
export async function countWalkIn(trx: DB, slot: Omit<SlotKey, 'weekday'>): Promise<void> {
  await trx
    .insertInto('service_slot_counts')
    .values({ visit: slot.visit, visit_day: slot.day, window_start: slot.windowStart, taken: 1 })
    .onConflict((oc) =>
      oc
        .columns(['visit', 'visit_day', 'window_start'])
        .doUpdateSet((eb) => ({ taken: eb('service_slot_counts.taken', '+', 1) })),
    )
    .execute()
}

/** Gives a place back (a cancelled booking). */
export async function givePlaceBack(trx: DB, slot: Omit<SlotKey, 'weekday'>): Promise<void> {
  await trx
    .updateTable('service_slot_counts')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('visit', '=', slot.visit)
    .where('visit_day', '=', slot.day)
    .where('window_start', '=', slot.windowStart)
    .where('taken', '>', 0)
    .execute()
}
