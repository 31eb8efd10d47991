import { type Kysely, type Migration, sql } from 'kysely'

import { engineOf } from '../engine'

// Public pages show owners' settings too (the response promise): a change to
// one bumps the same counter as a cart's, so kept pages are rendered again.
export const settingsRefreshPublicPages: Migration = {
  async up(db: Kysely<unknown>) {
    if (engineOf(db) === 'postgres') {
      await sql`create trigger app_settings_bump_inventory_version
          after insert or update or delete on app_settings
          for each statement execute function bump_inventory_version()`.execute(db)
      return
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`app_settings_${event}_bump_inventory_version`)}
          after ${sql.raw(event)} on app_settings
          begin
            update inventory_version set version = version + 1 where id = 1;
          end`.execute(db)
    }
  },
}
