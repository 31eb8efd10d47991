import type { Kysely, Migration } from 'kysely'

import { createTable } from './helpers'

// The links of addresses whose alerts all ended (unsubscribed, deleted,
// never confirmed): their hashes alone, without the address, so an old
// e-mail's manage link can say the buyer is unsubscribed rather than call
// the link broken. Kept a year.
export const alertEndedLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'alert_ended_links', 'token_hash')
      .addColumn('ended_at', 'text', (c) => c.notNull())
      .execute()
  },
}
