import type { Kysely, Migration } from 'kysely'

import { columnType } from '../engine'
import { addIndex, refreshPublicPagesOn } from './helpers'

// Banners owners set for a time on every public page or chosen ones
// (record 044). A change bumps the counter cached public pages are checked
// against; a start or end passing is read as a boundary of the site version.
export const announcements: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('announcements')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      // one line of plain text
      .addColumn('text', columnType.text, (c) => c.notNull())
      // a same-site path or an https URL, with its words; both null for none
      .addColumn('link_url', columnType.text)
      .addColumn('link_text', columnType.text)
      // info or sale
      .addColumn('tone', columnType.text, (c) => c.notNull())
      // JSON: "all", or the page groups' keys
      .addColumn('pages', columnType.json, (c) => c.notNull())
      // shown from starts_at (included) to ends_at (excluded)
      .addColumn('starts_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('ends_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('created_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    await addIndex(db, 'announcements_ends_at', 'announcements', ['ends_at'])
    await refreshPublicPagesOn(db, 'announcements')
  },
}
