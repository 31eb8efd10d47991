import { type Kysely, type Migration, sql } from 'kysely'

import { engineOf } from '../engine'
import { createTable } from './helpers'

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
      for (const table of ['vehicles', 'vehicle_photos']) {
        await sql`create trigger ${sql.raw(`${table}_bump_inventory_version`)}
            after insert or update or delete on ${sql.table(table)}
            for each statement execute function bump_inventory_version()`.execute(db)
      }
      return
    }
    for (const table of ['vehicles', 'vehicle_photos']) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.raw(`${table}_${event}_bump_inventory_version`)}
            after ${sql.raw(event)} on ${sql.table(table)}
            begin
              update inventory_version set version = version + 1 where id = 1;
            end`.execute(db)
      }
    }
  },
}
