import { randomUUID } from 'node:crypto'

import type { Insertable } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Database } from '#app/kernel/.server/db/schema.ts'
import { minuteOf, reservationRow } from '#app/rentals/.server/holds.ts'
import type { CartType } from '#app/rentals/content/rentals.ts'

import { holdRequest } from './rental-requests.ts'

/* Many reservations at once, written straight to the table: for the scheduler's passes over more than a batch. */

const dayMs = 86_400_000

/**
 * `count` one-day reservations as the reserve form writes them at `at`, the
 * i-th on the fleet's i-th cart (round the fleet) and starting `apartDays`
 * days after the one before, from `first` (a week by default: no two of a
 * cart overlap), with the fields the test sets for it; resolves to their ids
 * in that order.
 */
export async function insertReservations(
  db: DB,
  count: number,
  options: {
    first: Date
    at: Date
    apartDays?: number
    fields?: (i: number) => Partial<Insertable<Database['rental_reservations']>>
  },
): Promise<string[]> {
  const { first, at, apartDays = 7 } = options
  const carts = await db
    .selectFrom('rental_carts')
    .select(['id', 'cart_type'])
    .orderBy('name')
    .execute()
  const rows = Array.from({ length: count }, (_, i) => {
    const cart = carts[i % carts.length]!
    const start = new Date(first.getTime() + i * apartDays * dayMs)
    const end = new Date(start.getTime() + dayMs)
    const request = holdRequest(cart.cart_type as CartType, start, end, at)
    const made = {
      id: randomUUID(),
      token: randomUUID(),
      cartId: cart.id,
      holdFrom: minuteOf(start),
      holdUntil: minuteOf(end, true) + request.turnaroundMinutes,
    }
    const row: Insertable<Database['rental_reservations']> = reservationRow(request, made)
    return { ...row, ...options.fields?.(i) }
  })
  for (let from = 0; from < rows.length; from += 200) {
    await db
      .insertInto('rental_reservations')
      .values(rows.slice(from, from + 200))
      .execute()
  }
  return rows.map((row) => row.id)
}
