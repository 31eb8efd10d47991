import { type Kysely, type Migration, sql } from 'kysely'

import { columnType } from '../engine'

// A cart quoted on request keeps a number in `price` (the suggested price)
// and says so in its own column, instead of a null price.
export const priceOnRequest: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('vehicles')
      .addColumn('price_on_request', columnType.boolean, (c) => c.notNull().defaultTo(0))
      .execute()
    await sql`update vehicles set price_on_request = 1, price = ${17995} where price is null and id = 'evolution-d6-max-gt4'`.execute(
      db,
    )
    await sql`update vehicles set price_on_request = 1, price = 0 where price is null`.execute(db)
  },
}
