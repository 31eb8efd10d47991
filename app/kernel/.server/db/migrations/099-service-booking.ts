import { type Kysely, type Migration, sql } from 'kysely'

import { columnType } from '../engine'
import { addIndex } from './helpers'

const visits = `'drop_off', 'pickup', 'mobile'`

/** The week the shop started with: drop-offs per day, pickups and mobile visits per 2-hour window. */
const startingCapacity = [1, 2, 3, 4, 5, 6].flatMap((weekday) => {
  const saturday = weekday === 6
  return [
    { weekday, visit: 'drop_off', places: saturday ? 4 : 6, online_places: saturday ? 3 : 4 },
    { weekday, visit: 'pickup', places: 1, online_places: 1 },
    { weekday, visit: 'mobile', places: 1, online_places: 1 },
  ]
})

/** Pickup and mobile fees per town zone (the delivery data's zones), in cents. */
const startingFees = [
  { zone: 'home-county', pickup_cents: 4900, mobile_cents: 7900 },
  { zone: 'free-zone', pickup_cents: 5900, mobile_cents: 8900 },
  { zone: 'per-mile', pickup_cents: 8900, mobile_cents: 11900 },
]

// Service booking against capacity (record 070): what the shop takes per
// weekday and visit (and how much of it online), the fee of a pickup or a
// mobile visit per town zone, one counter per day or window that a booking
// takes a place from in the statement that checks it, and the photos a
// customer sends with a booking.
export const serviceBooking: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('service_capacity')
      // 0 Sunday … 6 Saturday, as Date#getDay
      .addColumn('weekday', columnType.integer, (c) =>
        c.notNull().check(sql`weekday between 0 and 6`),
      )
      .addColumn('visit', columnType.text, (c) =>
        c.notNull().check(sql.raw(`visit in (${visits})`)),
      )
      // a drop-off's places count per day; a pickup's or mobile visit's per 2-hour window
      .addColumn('places', columnType.integer, (c) => c.notNull().check(sql`places >= 0`))
      .addColumn('online_places', columnType.integer, (c) =>
        c.notNull().check(sql`online_places >= 0 and online_places <= places`),
      )
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('service_capacity_pk', ['weekday', 'visit'])
      .execute()

    await db.schema
      .createTable('service_zone_fees')
      .addColumn('zone', columnType.text, (c) =>
        c.primaryKey().check(sql`zone in ('home-county', 'free-zone', 'per-mile')`),
      )
      .addColumn('pickup_cents', columnType.integer, (c) =>
        c.notNull().check(sql`pickup_cents >= 0`),
      )
      .addColumn('mobile_cents', columnType.integer, (c) =>
        c.notNull().check(sql`mobile_cents >= 0`),
      )
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .execute()

    // One row per day (drop-off, window_start 0) or window booked: a booking
    // adds one to `taken` only while it is below the online places, in one
    // statement, so simultaneous bookings on any server cannot overfill it.
    await db.schema
      .createTable('service_slot_counts')
      .addColumn('visit', columnType.text, (c) =>
        c.notNull().check(sql.raw(`visit in (${visits})`)),
      )
      .addColumn('visit_day', columnType.text, (c) => c.notNull())
      .addColumn('window_start', columnType.integer, (c) => c.notNull())
      .addColumn('taken', columnType.integer, (c) => c.notNull().check(sql`taken >= 0`))
      .addPrimaryKeyConstraint('service_slot_counts_pk', ['visit', 'visit_day', 'window_start'])
      .execute()

    // private: shown to staff and to the holder of the job's link, never in the public photo store
    await db.schema
      .createTable('service_job_photos')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('job_id', columnType.id, (c) =>
        c.notNull().references('service_jobs.id').onDelete('cascade'),
      )
      // the JPEG re-encoded without metadata, base64
      .addColumn('data', columnType.text, (c) => c.notNull())
      .addColumn('width', columnType.integer, (c) => c.notNull())
      .addColumn('height', columnType.integer, (c) => c.notNull())
      .addColumn('created_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    await addIndex(db, 'service_job_photos_job', 'service_job_photos', ['job_id', 'created_at'])

    const now = new Date().toISOString()
    await db
      .insertInto('service_capacity' as never)
      .values(startingCapacity.map((row) => ({ ...row, updated_at: now })))
      .execute()
    await db
      .insertInto('service_zone_fees' as never)
      .values(startingFees.map((row) => ({ ...row, updated_at: now })))
      .execute()
  },
}
