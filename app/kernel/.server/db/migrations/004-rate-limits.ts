import type { Kysely, Migration } from 'kysely'

import { columnType } from '../engine'
import { addIndex, createTable } from './helpers'

export const rateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    // one row per limited client and purpose ("contact:203.0.113.7"), shared by every server process
    await createTable(db, 'rate_limits', 'key', columnType.text)
      .addColumn('hits', columnType.integer, (c) => c.notNull())
      .addColumn('window_ends_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    await addIndex(db, 'rate_limits_window_ends', 'rate_limits', ['window_ends_at'])
  },
}
