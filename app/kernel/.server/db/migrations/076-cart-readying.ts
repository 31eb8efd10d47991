import type { Kysely, Migration } from 'kysely'

// A cart checked in is charged and cleaned before its next renter: from its
// return until staff mark it ready it is "being readied" (record 043). Carts
// already in the fleet start ready (null).
export const cartReadying: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('rental_carts').addColumn('readying_since', 'text').execute()
  },
}
