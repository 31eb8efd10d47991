import { randomUUID } from 'node:crypto'

import { type Insertable, sql } from 'kysely'

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
      street: null,
      town: null,
      zip: null,
      fee_cents: 0,
      window_start: null,
      window_end: null,
      visit_day: fields.booked_at.slice(0, 10),
      cart_brand: 'Club Car',
      cart_model: 'Onward',
      cart_year: 2021,
      cart_serial: 'CC-1234',
      battery_type: 'lithium',
      battery_voltage: 48,
      battery_age_years: 2,
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

/**
 * A movement of the ledger for a job (or another subject), as the payments
 * code records it; written in SQL because the ledger's subject type learns
 * `service_job` with the estimates (record 071).
 */
export async function insertLedgerRow(
  db: DB,
  row: {
    subjectType?: string
    subjectId: string
    kind: string
    amountCents: number
    status?: string
    at: string
  },
): Promise<void> {
  const id = randomUUID()
  const at = new Date(row.at).toISOString()
  await sql`insert into payments
      (id, kind, method, amount_cents, currency, status, subject_type, subject_id, purpose,
       idempotency_key, actor, created_at, settled_at)
    values (${id}, ${row.kind}, 'card_desk', ${row.amountCents}, 'usd', ${row.status ?? 'succeeded'},
      ${row.subjectType ?? 'service_job'}, ${row.subjectId}, 'other', ${`test-${id}`}, 'staff', ${at}, ${at})`.execute(
    db,
  )
}
