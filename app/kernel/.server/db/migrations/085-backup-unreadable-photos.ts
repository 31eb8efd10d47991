import type { Kysely, Migration } from 'kysely'

// What a finished backup left out (photos the store could not read), for the
// dashboard's backup card; `error` stays the reason a run failed.
export const backupUnreadablePhotos: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('backup_runs').addColumn('unreadable_photos', 'text').execute()
  },
}
