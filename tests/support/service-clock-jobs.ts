import { randomUUID } from 'node:crypto'

import type { Insertable } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ServiceJobRow } from '#app/kernel/.server/db/schema.ts'

/** Fields a test sets, times as written with their offset ("2026-03-02T09:00:00-05:00"). */
export type JobFields = Partial<Insertable<ServiceJobRow>> & { booked_at: string }

const iso = (text: string | null | undefined) =>
  text === null || text === undefined ? null : new Date(text).toISOString()

/**
 * A service job stored as booking and the staff pages would have left it, its
 * stage and moments chosen by the test (the clocks and the dashboard read only
 * those columns); returns its id.
 */
export async function insertServiceJob(db: DB, fields: JobFields): Promise<string> {
  const id = fields.id ?? randomUUID()
  await db
    .insertInto('service_jobs')
    .values({
      token: randomUUID(),
      stage: 'booked',
      kind: 'repair',
      visit: 'drop_off',
      source: 'online',
      first_name: 'Dana',
      last_name: 'Kowalski',
      email: 'dana@example.com',
      phone: '(570) 555-0142',
      showroom: 'pocono-pines',
      visit_day: fields.booked_at.slice(0, 10),
      cart_brand: 'Club Car',
      cart_model: 'Onward',
      cart_year: 2021,
      cart_serial: 'CC-1234',
      battery_type: 'lithium',
      description: 'Slows down on hills.',
      updated_at: new Date(fields.booked_at).toISOString(),
      ...fields,
      id,
      booked_at: new Date(fields.booked_at).toISOString(),
      first_response_at: iso(fields.first_response_at),
      checked_in_at: iso(fields.checked_in_at),
      approved_at: iso(fields.approved_at),
      ready_at: iso(fields.ready_at),
      collected_at: iso(fields.collected_at),
      cancelled_at: iso(fields.cancelled_at),
    })
    .execute()
  return id
}

/** A line of a job's history, as the estimate's pages write them. */
export async function insertJobEvent(
  db: DB,
  jobId: string,
  kind: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('service_job_events')
    .values({
      id: randomUUID(),
      job_id: jobId,
      kind,
      at: new Date(at).toISOString(),
      actor_id: null,
      actor_email: null,
      detail: null,
    })
    .execute()
}
