import type { Kysely, Migration } from 'kysely'

import { createTable } from './helpers'

// Reminders and digests sent once however many servers run: each send is
// claimed by inserting its key ("reminder:<message id>", "digest:<week>");
// the instance whose insert lands queues the e-mail in the same transaction.
export const leadNotices: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'lead_notices', 'key')
      .addColumn('message_id', 'text', (c) =>
        c.references('contact_messages.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
  },
}
