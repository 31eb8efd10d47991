import { type Kysely, type Migration, sql } from 'kysely'

import { engineOf } from '../engine'

// A reservation's held range is in minutes since 1970 (060): a 32-bit integer
// ends in the year 6053, and staff may move a reservation to any date. On
// PostgreSQL both ends become bigint, and the no-overlap rule compares them
// as int8 ranges; SQLite's integers are 64-bit already.
export const rentalHoldBigint: Migration = {
  async up(db: Kysely<unknown>) {
    if (engineOf(db) !== 'postgres') return
    await sql`alter table rental_reservations drop constraint rental_reservations_no_overlap`.execute(
      db,
    )
    await sql`alter table rental_reservations
        alter column hold_from type bigint,
        alter column hold_until type bigint`.execute(db)
    await sql`alter table rental_reservations add constraint rental_reservations_no_overlap
        exclude using gist (cart_id with =, int8range(hold_from, hold_until) with &&)
        where (status in ('held', 'confirmed', 'out'))`.execute(db)
  },
}
