import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ServiceJobRow } from '#app/kernel/.server/db/schema.ts'

/** A service job as a booking would leave it, written straight to the table; `fields` change any column. */
export async function insertServiceJob(
  db: DB,
  fields: Partial<ServiceJobRow> = {},
): Promise<ServiceJobRow> {
  const at = new Date().toISOString()
  const row: ServiceJobRow = {
    id: randomUUID(),
    token: randomUUID().replaceAll('-', ''),
    stage: 'booked',
    kind: 'repair',
    visit: 'drop_off',
    source: 'online',
    first_name: 'Ada',
    last_name: 'Owner',
    email: 'ada@example.com',
    phone: '(570) 555-0199',
    showroom: 'lords-valley',
    street: null,
    town: null,
    zip: null,
    fee_cents: 0,
    visit_day: '2026-12-01',
    window_start: null,
    window_end: null,
    cart_brand: 'Evolution',
    cart_model: 'D5 Ranger',
    cart_year: 2023,
    cart_serial: 'EV123456',
    battery_type: 'lithium',
    battery_voltage: 48,
    battery_age_years: 2,
    description: 'Brakes squeal and the cart pulls left.',
    booked_at: at,
    first_response_at: null,
    checked_in_at: null,
    approved_at: null,
    ready_at: null,
    collected_at: null,
    cancelled_at: null,
    updated_at: at,
    ...fields,
  }
  await db.insertInto('service_jobs').values(row).execute()
  return row
}
