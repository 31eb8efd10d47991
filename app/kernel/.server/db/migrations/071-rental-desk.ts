import { type Kysely, type Migration, sql } from 'kysely'

import { columnType, engineOf } from '../engine'

// The rental desk: what was handed over and taken back, the final statement
// kept as it was written, the overdue notice's claim, and the condition
// photos (kept in the database, never in the public photo store). A cart
// out with its renter stays held, so the no-overlap rule covers `out` too.
export const rentalDesk: Migration = {
  async up(db: Kysely<unknown>) {
    // one column per statement: SQLite adds one at a time
    const columns: [string, 'timestamp' | 'json'][] = [
      ['checked_out_at', 'timestamp'],
      // cart handed over, battery, hour meter, deposit and how, licences seen
      ['checkout', 'json'],
      ['returned_at', 'timestamp'],
      // battery and hour meter in
      ['checkin', 'json'],
      // the final statement with its amounts, so a later rate or policy change never rewrites it
      ['statement', 'json'],
      // set by the one pass that claims the overdue reminder to staff
      ['overdue_notice_at', 'timestamp'],
    ]
    for (const [name, type] of columns) {
      await db.schema.alterTable('rental_reservations').addColumn(name, columnType[type]).execute()
    }
    await db.schema
      .createTable('rental_handover_photos')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('reservation_id', columnType.id, (c) =>
        c.notNull().references('rental_reservations.id').onDelete('cascade'),
      )
      // out (at check-out) or in (at check-in)
      .addColumn('stage', columnType.text, (c) => c.notNull())
      // a JPEG re-encoded without metadata, base64
      .addColumn('data', columnType.text, (c) => c.notNull())
      .addColumn('width', columnType.integer, (c) => c.notNull())
      .addColumn('height', columnType.integer, (c) => c.notNull())
      .addColumn('created_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('rental_handover_photos_reservation')
      .on('rental_handover_photos')
      .columns(['reservation_id', 'stage'])
      .execute()
    if (engineOf(db) === 'postgres') {
      await sql`alter table rental_reservations drop constraint rental_reservations_no_overlap`.execute(
        db,
      )
      await sql`alter table rental_reservations add constraint rental_reservations_no_overlap
          exclude using gist (cart_id with =, int4range(hold_from, hold_until) with &&)
          where (status in ('held', 'confirmed', 'out'))`.execute(db)
    }
  },
}
