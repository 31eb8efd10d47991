import { type Kysely, type Migration, sql } from 'kysely'

import { columnType } from '../engine'
import { addIndex, createHistoryTable } from './helpers'

const kinds = `'rental_delivery', 'rental_collection', 'sale_delivery', 'service_pickup', 'service_return', 'storage_pickup', 'storage_return'`
const statuses = `'scheduled', 'on_the_way', 'arrived', 'done', 'failed', 'cancelled'`

/** The trucks each showroom started with, every day of the week; owners change them at /admin/deliveries/trucks. */
const startingTrucks = [
  { id: 'pocono-pines-1', showroom: 'pocono-pines', name: 'Truck 1' },
  { id: 'scranton-1', showroom: 'scranton', name: 'Truck 1' },
]

// The one schedule of the trucks (record 077): each showroom's trucks (or
// crews) and the weekdays they work, one job per delivery, pickup or return
// whichever business it serves, in a 2-hour window on a truck, and one
// counter per showroom, day and window that a booking takes a place from in
// the statement that checks it against the trucks working that day.
export const deliverySchedule: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('delivery_trucks')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('showroom', columnType.text, (c) => c.notNull())
      .addColumn('name', columnType.text, (c) => c.notNull())
      // the weekdays it works, as digits 0 Sunday … 6 Saturday ("123456": Monday to Saturday)
      .addColumn('weekdays', columnType.text, (c) => c.notNull())
      // a truck taken out of service keeps its past jobs
      .addColumn('active', columnType.boolean, (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`active in (0, 1)`),
      )
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    const now = new Date().toISOString()
    await db
      .insertInto('delivery_trucks' as never)
      .values(
        startingTrucks.map((row) => ({
          ...row,
          weekdays: '0123456',
          active: 1,
          updated_at: now,
        })),
      )
      .execute()

    // One row per showroom, day and window booked: a booking adds one to
    // `taken` only while it is below the showroom's trucks working that
    // weekday, in one statement, so no window is given beyond its trucks.
    await db.schema
      .createTable('delivery_window_counts')
      .addColumn('showroom', columnType.text, (c) => c.notNull())
      .addColumn('day', columnType.text, (c) => c.notNull())
      .addColumn('window_start', columnType.integer, (c) => c.notNull())
      .addColumn('taken', columnType.integer, (c) => c.notNull().check(sql`taken >= 0`))
      .addPrimaryKeyConstraint('delivery_window_counts_pk', ['showroom', 'day', 'window_start'])
      .execute()

    await db.schema
      .createTable('delivery_jobs')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      // the customer's page: /delivery/{token}
      .addColumn('token', columnType.text, (c) => c.notNull().unique())
      .addColumn('kind', columnType.text, (c) => c.notNull().check(sql.raw(`kind in (${kinds})`)))
      // what the job serves: a reservation, a sale, a service job, a storage contract
      .addColumn('subject_type', columnType.text, (c) => c.notNull())
      .addColumn('subject_id', columnType.text, (c) => c.notNull())
      .addColumn('showroom', columnType.text, (c) => c.notNull())
      // YYYY-MM-DD in America/New_York; the window as minutes after midnight
      .addColumn('day', columnType.text, (c) => c.notNull())
      .addColumn('window_start', columnType.integer, (c) => c.notNull())
      .addColumn('window_end', columnType.integer, (c) => c.notNull())
      .addColumn('truck_id', columnType.id, (c) => c.notNull().references('delivery_trucks.id'))
      .addColumn('status', columnType.text, (c) =>
        c.notNull().check(sql.raw(`status in (${statuses})`)),
      )
      .addColumn('customer_name', columnType.text, (c) => c.notNull())
      .addColumn('email', columnType.text, (c) => c.notNull())
      .addColumn('phone', columnType.text, (c) => c.notNull())
      .addColumn('address', columnType.text, (c) => c.notNull())
      .addColumn('town', columnType.text, (c) => c.notNull())
      // what to deliver or collect, as the driver reads it
      .addColumn('items', columnType.text, (c) => c.notNull())
      // the customer confirmed the path (8 ft wide, 10 ft clearance) at this instant
      .addColumn('access_confirmed_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('leave_at', columnType.text, (c) => c.notNull())
      .addColumn('white_glove', columnType.boolean, (c) =>
        c.notNull().check(sql`white_glove in (0, 1)`),
      )
      .addColumn('rush', columnType.boolean, (c) => c.notNull().check(sql`rush in (0, 1)`))
      // the fees agreed at booking, in cents
      .addColumn('rush_cents', columnType.integer, (c) => c.notNull().check(sql`rush_cents >= 0`))
      .addColumn('white_glove_cents', columnType.integer, (c) =>
        c.notNull().check(sql`white_glove_cents >= 0`),
      )
      .addColumn('distance_cents', columnType.integer, (c) =>
        c.notNull().check(sql`distance_cents >= 0`),
      )
      // proof at the door: the photo (a JPEG without metadata, base64), the name the customer typed
      .addColumn('proof_photo', columnType.text)
      .addColumn('proof_name', columnType.text)
      .addColumn('failure_reason', columnType.text)
      .addColumn('booked_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('on_the_way_at', columnType.timestamp)
      .addColumn('arrived_at', columnType.timestamp)
      .addColumn('done_at', columnType.timestamp)
      .addColumn('failed_at', columnType.timestamp)
      .addColumn('cancelled_at', columnType.timestamp)
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    // a truck does one job a window: the counter's backstop
    await sql`create unique index delivery_jobs_truck_window on delivery_jobs (truck_id, day, window_start)
        where status <> 'cancelled'`.execute(db)
    await addIndex(db, 'delivery_jobs_day', 'delivery_jobs', ['day', 'window_start'])
    await addIndex(db, 'delivery_jobs_subject', 'delivery_jobs', ['subject_type', 'subject_id'])
    await addIndex(db, 'delivery_jobs_email', 'delivery_jobs', ['email'])

    await createHistoryTable(db, 'delivery_job_events', 'job_id', 'delivery_jobs.id')
  },
}
