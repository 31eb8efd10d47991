import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import { addDays, startOfDayInZone } from '#app/kernel/zoned-time.ts'
import { cartInfo, type CartType } from '#app/rentals/content/rentals.ts'
import { type RentalFilter, rentalListLimit } from '#app/rentals/rental-filter.ts'
import type { RentalRow } from '#app/rentals/rental-row.ts'

import { isOverdue } from './holds'
import { handoverText } from './renter-mail'
import { requestOverdueMinutes } from './response-clock'

/** Requests waiting for staff: the count beside Rentals in the header. */
export async function waitingRequests(db: DB): Promise<number> {
  const row = await db
    .selectFrom('rental_reservations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'held')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * The reservations matching the filter. By default the work at hand:
 * requests waiting (the oldest due first), then confirmed rentals not yet
 * over (the soonest first). A status shows its reservations by start.
 */
export async function reservationList(
  db: DB,
  filter: RentalFilter,
  now: Date,
): Promise<RentalRow[]> {
  const zone = business.timeZone
  const hours = (await currentHours(db, now)).weeks.showroom
  let query = db
    .selectFrom('rental_reservations as r')
    .innerJoin('rental_carts as c', 'c.id', 'r.cart_id')
    .selectAll('r')
    .select('c.name as cart_name')
  if (filter.status === '') {
    query = query.where((eb) =>
      eb.or([
        eb('r.status', '=', 'held'),
        // out: on the list until checked in, overdue or not
        eb('r.status', '=', 'out'),
        eb.and([eb('r.status', '=', 'confirmed'), eb('r.end_at', '>=', now.toISOString())]),
      ]),
    )
  } else if (filter.status !== 'all') {
    query = query.where('r.status', '=', filter.status)
  }
  if (filter.cartType) query = query.where('r.cart_type', '=', filter.cartType)
  const from = filter.from ? startOfDayInZone(filter.from, zone) : null
  const to = filter.to ? startOfDayInZone(addDays(filter.to, 1), zone) : null
  // rentals that run on any day of the range
  if (from) query = query.where('r.end_at', '>', from.toISOString())
  if (to) query = query.where('r.start_at', '<', to.toISOString())
  const rows = await query
    .orderBy((eb) => eb.case().when('r.status', '=', 'held').then(0).else(1).end())
    .orderBy('r.start_at')
    .orderBy('r.id')
    .limit(rentalListLimit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    renter: `${row.first_name} ${row.last_name}`.trim(),
    cartType: cartInfo[row.cart_type as CartType].title,
    cart: row.cart_name,
    start: dealerTime(row.start_at, { now }),
    startAt: row.start_at,
    end: dealerTime(row.end_at, { now }),
    handover: handoverText(row),
    total: row.total,
    status: row.status,
    due:
      row.status === 'held' && row.due_at && !row.first_response_at
        ? dealerTime(row.due_at, { now })
        : null,
    overdueMinutes: requestOverdueMinutes(row, now, hours),
    returnOverdue: isOverdue(row, now),
  }))
}
