import type { Kysely, Migration } from 'kysely'

import { addIndex } from './helpers'

// Indexes for the passes over five years of rows (issue 40):
// - the audit log in its own order, time then id (newest first is this walked
//   backwards): the export of a million rows seeks past the last row of each
//   batch and reads the next in index order, with nothing to sort, and the
//   page reads the same order. It covers every query the index on time alone
//   served, so that one goes;
// - the live searches by id: the alert pass notes the carts above each
//   search's range a page of searches at a time, and each page sorted every
//   live alert without it.
export const scalePassIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await addIndex(db, 'audit_log_at_id', 'audit_log', ['at', 'id'])
    await db.schema.dropIndex('audit_log_at').execute()
    await addIndex(db, 'alert_subscriptions_status_kind_id', 'alert_subscriptions', [
      'status',
      'kind',
      'id',
    ])
  },
}
