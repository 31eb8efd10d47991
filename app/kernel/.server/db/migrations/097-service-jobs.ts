import { type Kysely, type Migration, sql } from 'kysely'

import { columnType } from '../engine'
import { addIndex, createHistoryTable } from './helpers'

const stages = `'booked', 'checked_in', 'diagnosing', 'awaiting_approval', 'in_repair', 'ready', 'collected', 'cancelled'`

// Service (record 069): one row per job, from the customer's booking (or a
// job staff open at the counter) to the cart collected or delivered back, and
// the job's history. Each stage keeps the moment it was last reached, which
// the repair clock and the dashboard read without walking the history.
export const serviceJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('service_jobs')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      // the customer's page: /service/{token}
      .addColumn('token', columnType.text, (c) => c.notNull().unique())
      .addColumn('stage', columnType.text, (c) =>
        c.notNull().check(sql.raw(`stage in (${stages})`)),
      )
      .addColumn('kind', columnType.text, (c) =>
        c.notNull().check(sql`kind in ('maintenance', 'battery', 'repair', 'custom', 'seasonal')`),
      )
      .addColumn('visit', columnType.text, (c) =>
        c.notNull().check(sql`visit in ('drop_off', 'pickup', 'mobile')`),
      )
      .addColumn('source', columnType.text, (c) =>
        c.notNull().check(sql`source in ('online', 'staff')`),
      )
      .addColumn('first_name', columnType.text, (c) => c.notNull())
      .addColumn('last_name', columnType.text, (c) => c.notNull())
      .addColumn('email', columnType.text, (c) => c.notNull())
      .addColumn('phone', columnType.text, (c) => c.notNull())
      // the showroom a drop-off comes to; the address and town of a pickup or mobile visit
      .addColumn('showroom', columnType.text)
      .addColumn('street', columnType.text)
      .addColumn('town', columnType.text)
      .addColumn('zip', columnType.text)
      .addColumn('fee_cents', columnType.integer, (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`fee_cents >= 0`),
      )
      // the shop's day (YYYY-MM-DD, America/New_York) and, for a pickup or a
      // mobile visit, its window as minutes after midnight that day
      .addColumn('visit_day', columnType.text, (c) => c.notNull())
      .addColumn('window_start', columnType.integer)
      .addColumn('window_end', columnType.integer)
      .addColumn('cart_brand', columnType.text, (c) => c.notNull())
      .addColumn('cart_model', columnType.text, (c) => c.notNull())
      .addColumn('cart_year', columnType.integer)
      .addColumn('cart_serial', columnType.text)
      .addColumn('battery_type', columnType.text, (c) =>
        c.notNull().check(sql`battery_type in ('lead_acid', 'lithium', 'unknown')`),
      )
      .addColumn('battery_voltage', columnType.integer)
      .addColumn('battery_age_years', columnType.integer)
      .addColumn('description', columnType.text, (c) => c.notNull())
      .addColumn('booked_at', columnType.timestamp, (c) => c.notNull())
      // the first answer from staff, for the response clock
      .addColumn('first_response_at', columnType.timestamp)
      .addColumn('checked_in_at', columnType.timestamp)
      .addColumn('approved_at', columnType.timestamp)
      .addColumn('ready_at', columnType.timestamp)
      .addColumn('collected_at', columnType.timestamp)
      .addColumn('cancelled_at', columnType.timestamp)
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    // the board: jobs by stage, oldest visit first
    await addIndex(db, 'service_jobs_stage', 'service_jobs', ['stage', 'visit_day'])
    // a cart's earlier jobs, a customer's earlier jobs
    await addIndex(db, 'service_jobs_serial', 'service_jobs', ['cart_serial'])
    await addIndex(db, 'service_jobs_email', 'service_jobs', ['email'])
    await addIndex(db, 'service_jobs_phone', 'service_jobs', ['phone'])
    // the dashboard's weeks and months
    await addIndex(db, 'service_jobs_booked', 'service_jobs', ['booked_at'])

    await createHistoryTable(db, 'service_job_events', 'job_id', 'service_jobs.id')
  },
}
