import { type Kysely, type Migration, sql } from 'kysely'

// The dealer pins featured carts: the home page shows them, and they lead
// the inventory's default order. Existing installs keep the three carts the
// home page showed until now.
export const featuredCarts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('vehicles')
      .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await sql`update vehicles set featured = 1 where id in
        ('evolution-d5-maverick-4-plus', 'evolution-d6-max-xt4', 'denago-ev-city')`.execute(db)
  },
}
