import { type Kysely, type Migration, sql } from 'kysely'

import { engineOf } from '../engine'
import { createTable, refreshPublicPagesOn } from './helpers'

// A counter bumped by the database itself whenever a cart or one of its
// photos changes, on any server: servers keep rendered public pages and
// compare this one number to know when they are stale.
export const inventoryVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'inventory_version', 'id', 'integer')
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute()
    await sql`insert into inventory_version (id, version) values (1, 1)`.execute(db)
    if (engineOf(db) === 'postgres') {
      await sql`create function bump_inventory_version() returns trigger language plpgsql as $$
          begin
            update inventory_version set version = version + 1 where id = 1;
            return null;
          end $$`.execute(db)
    }
    for (const table of ['vehicles', 'vehicle_photos']) await refreshPublicPagesOn(db, table)
  },
}
