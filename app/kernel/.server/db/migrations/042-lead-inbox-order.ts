import type { Kysely, Migration } from 'kysely'

import { addIndex } from './helpers'

export const leadInboxOrder: Migration = {
  // the inbox lists real leads (or quarantined ones) newest first: read in index order, not sorted
  async up(db: Kysely<unknown>) {
    await addIndex(db, 'contact_messages_inbox', 'contact_messages', ['status', 'received_at'])
  },
}
