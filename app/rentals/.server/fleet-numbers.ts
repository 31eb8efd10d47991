import type { DB } from '#app/kernel/.server/db/connection.ts'
import { calendarDayReader, startOfDayInZone } from '#app/kernel/zoned-time.ts'
import type { CartType } from '#app/rentals/content/rentals.ts'
import {
  lastMonths,
  type MonthKey,
  outSpan,
  revenue,
  type RevenueCell,
  utilisation,
  type UtilisationCell,
} from '#app/rentals/fleet-numbers.ts'
import type { FinalStatement } from '#app/rentals/rental-fees.ts'

import { maintenanceBlocks } from './maintenance'

/** How many months the dashboard shows, the current one included. */
export const shownMonths = 6

export type FleetNumbers = {
  months: MonthKey[]
  today: string
  utilisation: UtilisationCell[]
  revenue: RevenueCell[]
}

/**
 * The dashboard's rental numbers per cart type and month (record 043):
 * three queries whatever the number of reservations (the carts, the
 * maintenance blocks, and the rentals out or returned in the window with
 * their kept statements), then one pass in `app/rentals/fleet-numbers.ts`.
 */
export async function fleetNumbers(db: DB, now: Date, timeZone: string): Promise<FleetNumbers> {
  const dayOf = calendarDayReader(timeZone)
  const today = dayOf(now)
  const months = lastMonths(today, shownMonths)
  const firstDay = `${months[0] ?? today.slice(0, 7)}-01`
  const from = startOfDayInZone(firstDay, timeZone)?.toISOString() ?? now.toISOString()
  const [carts, blocks, rentals] = await Promise.all([
    db
      .selectFrom('rental_carts')
      .select(['id', 'cart_type', 'state', 'created_at', 'updated_at'])
      .execute(),
    maintenanceBlocks(db, { from: firstDay, to: today }),
    db
      .selectFrom('rental_reservations')
      .select([
        'cart_id',
        'cart_type',
        'status',
        'start_at',
        'checked_out_at',
        'returned_at',
        'statement',
      ])
      .where((eb) =>
        eb.or([
          eb('status', '=', 'out'),
          eb.and([eb('status', '=', 'returned'), eb('returned_at', '>=', from)]),
        ]),
      )
      .execute(),
  ])
  const handedOver = rentals.map((row) => ({
    cartId: row.cart_id,
    status: row.status === 'out' ? ('out' as const) : ('returned' as const),
    checkedOutAt: row.checked_out_at ?? row.start_at,
    returnedAt: row.returned_at,
  }))
  return {
    months,
    today,
    utilisation: utilisation({
      months,
      today,
      carts: carts.map((cart) => ({
        id: cart.id,
        cartType: cart.cart_type as CartType,
        firstDay: dayOf(new Date(cart.created_at)),
        // a retired cart cannot be edited again: its last change is its retirement
        retiredDay: cart.state === 'retired' ? dayOf(new Date(cart.updated_at)) : null,
      })),
      out: handedOver.map((row) => outSpan(row, today, dayOf)),
      blocked: blocks,
    }),
    revenue: revenue(
      rentals.flatMap((row) =>
        row.status === 'returned' && row.returned_at && row.statement
          ? [
              {
                cartType: row.cart_type as CartType,
                returnedAt: row.returned_at,
                statement: JSON.parse(row.statement) as FinalStatement,
              },
            ]
          : [],
      ),
      months,
      dayOf,
    ),
  }
}
