import type { Kysely, Migration } from 'kysely'

import { addIndex } from './helpers'

// The audit log in its own order, time then id (newest first is this walked
// backwards): the export of a million rows seeks past the last row of each
// batch and reads the next in index order, with nothing to sort, and the
// page reads the same order. It covers every query the index on time alone
// served, so that one goes.
export const auditExportIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await addIndex(db, 'audit_log_at_id', 'audit_log', ['at', 'id'])
    await db.schema.dropIndex('audit_log_at').execute()
  },
}
