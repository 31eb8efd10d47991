import type { Kysely, Migration } from 'kysely'

import { columnType } from '../engine'

// One row per scheduled backup day: claimed by one server, then its outcome
// (what the dashboard shows and the owners are warned about).
export const backupRuns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('backup_runs')
      // the dealer's calendar day the run is for, YYYY-MM-DD
      .addColumn('day', columnType.text, (c) => c.primaryKey())
      // running, done or failed
      .addColumn('status', columnType.text, (c) => c.notNull())
      .addColumn('started_at', columnType.timestamp, (c) => c.notNull())
      // a run not finished by then is taken over by another server
      .addColumn('lease_until', columnType.timestamp, (c) => c.notNull())
      .addColumn('finished_at', columnType.timestamp)
      .addColumn('backup_id', columnType.text)
      .addColumn('bytes', columnType.integer)
      .addColumn('rows', columnType.integer)
      .addColumn('photos', columnType.integer)
      .addColumn('error', columnType.text)
      .addColumn('attempts', columnType.integer, (c) => c.notNull().defaultTo(1))
      .execute()
  },
}
