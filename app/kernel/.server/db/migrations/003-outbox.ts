import type { Kysely, Migration } from 'kysely'

import { autoIncrementKey } from '../engine'
import { addIndex, addOutboxIndexes, outboxTable } from './helpers'

export const outbox: Migration = {
  async up(db: Kysely<unknown>) {
    await outboxTable(db, (c) => c.notNull().references('contact_messages.id')).execute()
    await addOutboxIndexes(db)
    await db.schema
      .createTable('outbox_attempts')
      .addColumn('id', 'integer', autoIncrementKey(db))
      .addColumn('outbox_id', 'text', (c) => c.notNull().references('outbox.id'))
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('detail', 'text')
      .execute()
    await addIndex(db, 'outbox_attempts_outbox', 'outbox_attempts', ['outbox_id'])
    // the leads command filters by status
    await addIndex(db, 'contact_messages_status', 'contact_messages', ['status'])
  },
}
