import { type Kysely, type Migration, sql } from 'kysely'

import { columnType } from '../engine'
import { addIndex, createOwnedTable, createTable } from './helpers'

// A buyer's trade-in (record 073): the cart they would trade, kept with the
// lead it came as, the cart they want and their town, and once staff answer,
// its value and who gave it. Its photos are private, like a handover's: kept
// in the database as JPEGs re-encoded without metadata, shown only to staff.
export const tradeIns: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'trade_ins', 'lead_id')
      .addForeignKeyConstraint('trade_ins_lead', ['lead_id'], 'contact_messages', ['id'], (c) =>
        c.onDelete('cascade'),
      )
      .addColumn('vehicle_id', columnType.text)
      .addColumn('town', columnType.text)
      .addColumn('brand', columnType.text, (c) => c.notNull())
      .addColumn('model', columnType.text, (c) => c.notNull())
      .addColumn('year', columnType.integer, (c) => c.notNull())
      .addColumn('serial', columnType.text)
      .addColumn('battery', columnType.text, (c) =>
        c.notNull().check(sql`battery in ('lead-acid', 'lithium', 'unknown')`),
      )
      .addColumn('battery_age_years', columnType.integer)
      .addColumn('charger', columnType.integer, (c) => c.notNull())
      .addColumn('modifications', columnType.text)
      .addColumn('condition', columnType.text, (c) =>
        c.notNull().check(sql`condition in ('excellent', 'good', 'fair', 'needs-work')`),
      )
      .addColumn('payoff_cents', columnType.integer)
      .addColumn('value_cents', columnType.integer)
      .addColumn('valued_at', columnType.timestamp)
      .addColumn('valued_by', columnType.id)
      .execute()
    await createOwnedTable(db, 'trade_in_photos', 'lead_id', 'trade_ins.lead_id')
      .addColumn('position', columnType.integer, (c) => c.notNull())
      // a JPEG re-encoded without metadata, base64
      .addColumn('data', columnType.text, (c) => c.notNull())
      .addColumn('width', columnType.integer, (c) => c.notNull())
      .addColumn('height', columnType.integer, (c) => c.notNull())
      .addColumn('created_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    await addIndex(db, 'trade_in_photos_lead', 'trade_in_photos', ['lead_id', 'position'])
  },
}
