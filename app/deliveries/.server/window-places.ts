import type { DB } from '#app/kernel/.server/db/connection.ts'

export type WindowKey = { showroom: string; day: string; windowStart: number; weekday: number }

/** A showroom's active trucks that work the weekday (0 Sunday … 6 Saturday). */
export function trucksWorking(db: DB, showroom: string, weekday: number) {
  return db
    .selectFrom('delivery_trucks')
    .where('showroom', '=', showroom)
    .where('active', '=', 1)
    .where('weekdays', 'like', `%${weekday}%`)
}

/**
 * Takes one place of a showroom's window, or answers false when none is
 * left. The check and the write are one statement: the counter goes up only
 * while it is below the trucks working that weekday, counted in the same
 * statement. PostgreSQL rechecks the condition on the row another
 * transaction has just raised; SQLite runs one writing transaction at a
 * time. Run it inside the booking's transaction, so a booking that fails
 * later gives the place back.
 */
export async function takeWindowPlace(trx: DB, key: WindowKey): Promise<boolean> {
  await trx
    .insertInto('delivery_window_counts')
    .values({ showroom: key.showroom, day: key.day, window_start: key.windowStart, taken: 0 })
    .onConflict((oc) => oc.columns(['showroom', 'day', 'window_start']).doNothing())
    .execute()
  const taken = await trx
    .updateTable('delivery_window_counts')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('showroom', '=', key.showroom)
    .where('day', '=', key.day)
    .where('window_start', '=', key.windowStart)
    .where('taken', '<', () =>
      trucksWorking(trx, key.showroom, key.weekday).select((eb) =>
        eb.fn.countAll<number>().as('n'),
      ),
    )
    .returning('taken')
    .executeTakeFirst()
  return taken !== undefined
}

/** Gives a place back (a job cancelled or moved away). */
export async function giveWindowPlaceBack(trx: DB, key: Omit<WindowKey, 'weekday'>): Promise<void> {
  await trx
    .updateTable('delivery_window_counts')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('showroom', '=', key.showroom)
    .where('day', '=', key.day)
    .where('window_start', '=', key.windowStart)
    .where('taken', '>', 0)
    .execute()
}

/**
 * A truck of the window with no job in it yet, first by name; read after
 * the place was taken, so the counter's row lock has ordered the bookings
 * and each sees the trucks the ones before it took.
 */
export async function freeTruck(
  trx: DB,
  key: WindowKey,
  except?: string,
): Promise<string | undefined> {
  const row = await trucksWorking(trx, key.showroom, key.weekday)
    .select('id')
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('delivery_jobs')
        .select('truck_id')
        .where('day', '=', key.day)
        .where('window_start', '=', key.windowStart)
        .where('status', '<>', 'cancelled')
        .where('id', '<>', except ?? ''),
    )
    .orderBy('name')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  return row?.id
}

/**
 * Locks the counter rows of a showroom's windows, in order, for the rest of
 * the caller's transaction: a business that locks rows of its own (a cart's
 * hold) calls it first, so bookings take their locks in one order and never
 * wait on each other in a circle.
 */
export async function lockWindows(
  trx: DB,
  keys: readonly Omit<WindowKey, 'weekday'>[],
): Promise<void> {
  const sorted = [...keys].sort((a, b) =>
    `${a.showroom}@${a.day}@${String(a.windowStart).padStart(4, '0')}`.localeCompare(
      `${b.showroom}@${b.day}@${String(b.windowStart).padStart(4, '0')}`,
    ),
  )
  for (const key of sorted) {
    await trx
      .insertInto('delivery_window_counts')
      .values({ showroom: key.showroom, day: key.day, window_start: key.windowStart, taken: 0 })
      .onConflict((oc) => oc.columns(['showroom', 'day', 'window_start']).doNothing())
      .execute()
    await trx
      .updateTable('delivery_window_counts')
      .set((eb) => ({ taken: eb.ref('taken') }))
      .where('showroom', '=', key.showroom)
      .where('day', '=', key.day)
      .where('window_start', '=', key.windowStart)
      .execute()
  }
}
