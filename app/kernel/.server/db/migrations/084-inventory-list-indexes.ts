import { type Kysely, type Migration, sql } from 'kysely'

import { addIndex } from './helpers'

// Indexes for the back office's inventory list in pages (issue 40): the
// counts per status and of the feeds' carts read this index alone; a page of
// every cart (those on the lot before sold and archived ones, newest change
// first) and a page of one status walk an index in the list's order and stop
// after the page. The expression is the one vehicle-list.ts orders by.
export const inventoryListIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await addIndex(db, 'vehicles_status_price_on_request', 'vehicles', [
      'status',
      'price_on_request',
    ])
    await addIndex(db, 'vehicles_status_updated', 'vehicles', ['status', 'updated_at desc', 'id'])
    await db.schema
      .createIndex('vehicles_list_order')
      .on('vehicles')
      .expression(
        sql`(case when status in ('sold', 'archived') then 1 else 0 end), updated_at desc, id`,
      )
      .execute()
  },
}
