import { type Kysely, type Migration, sql } from 'kysely'

// A sale has a price, a start and an optional end, and a price change outside
// a sale is a correction shown without a struck-through price. The one
// "price before the latest reduction" column goes: a cart that showed a
// reduction keeps showing it, as a sale at its reduced price against the
// price before, running since its last price change with no end (record 042).
export const cartSales: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('vehicles').addColumn('sale_price', 'integer').execute()
    await db.schema.alterTable('vehicles').addColumn('sale_starts_at', 'text').execute()
    await db.schema.alterTable('vehicles').addColumn('sale_ends_at', 'text').execute()
    await db.schema
      .alterTable('vehicles')
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute()
    await db.schema
      .alterTable('vehicle_price_changes')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('price'))
      .execute()
    await db.schema
      .alterTable('vehicle_price_changes')
      .addColumn('sale_starts_at', 'text')
      .execute()
    await db.schema.alterTable('vehicle_price_changes').addColumn('sale_ends_at', 'text').execute()

    const lastChange = sql`(select max(c.changed_at) from vehicle_price_changes c
        where c.vehicle_id = vehicles.id)`
    const reduced = sql`previous_price is not null and previous_price > price and price_on_request = 0`
    await sql`update vehicles set
        sale_price = price,
        price = previous_price,
        sale_starts_at = coalesce(${lastChange}, updated_at)
      where ${reduced}`.execute(db)
    // the reduction's own history row becomes the sale's start
    await sql`update vehicle_price_changes set kind = 'sale', sale_starts_at = changed_at
      where changed_at = (select max(c.changed_at) from vehicle_price_changes c
          where c.vehicle_id = vehicle_price_changes.vehicle_id)
        and vehicle_id in (select id from vehicles where sale_price is not null)`.execute(db)
    await db.schema.alterTable('vehicles').dropColumn('previous_price').execute()
  },
}
