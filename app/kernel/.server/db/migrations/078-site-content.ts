import type { Kysely, Migration } from 'kysely'

import { servicePriceSeed, teamSeed } from '#app/site/content/site-content-seed.ts'

import { columnType } from '../engine'
import { refreshPublicPagesOn } from './helpers'

// The services' prices and the team as owners' data, seeded with what the
// services and about pages showed. Both bump the counter cached public pages
// are checked against.
export const siteContent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('service_prices')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      // the order on the page, smallest first
      .addColumn('position', columnType.integer, (c) => c.notNull())
      .addColumn('name', columnType.text, (c) => c.notNull())
      // fixed, from or call
      .addColumn('kind', columnType.text, (c) => c.notNull())
      // whole dollars; null for call
      .addColumn('amount', columnType.integer)
      // the unit after the amount ("hour"), or ''
      .addColumn('per', columnType.text, (c) => c.notNull())
      .addColumn('note', columnType.text, (c) => c.notNull())
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('team_members')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('position', columnType.integer, (c) => c.notNull())
      .addColumn('name', columnType.text, (c) => c.notNull())
      .addColumn('role', columnType.text, (c) => c.notNull())
      .addColumn('bio', columnType.text, (c) => c.notNull())
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    const now = new Date().toISOString()
    await db
      .insertInto('service_prices' as never)
      .values(servicePriceSeed.map((line, i) => ({ ...line, position: i + 1, updated_at: now })))
      .execute()
    await db
      .insertInto('team_members' as never)
      .values(teamSeed.map((member, i) => ({ ...member, position: i + 1, updated_at: now })))
      .execute()
    for (const table of ['service_prices', 'team_members']) await refreshPublicPagesOn(db, table)
  },
}
