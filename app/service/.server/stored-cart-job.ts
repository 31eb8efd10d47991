import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { randomToken } from '#app/kernel/.server/tokens.ts'

import { recordJobEvent } from './job-history'

/** A cart in the dealer's storage, and the work booked on it: pre-season preparation. */
export type StoredCartWork = {
  firstName: string
  lastName: string
  email: string
  phone: string
  /** the storage showroom, where the cart already is */
  showroom: string
  cartBrand: string
  cartModel: string
  cartSerial: string | null
  batteryType: 'lead_acid' | 'lithium' | 'unknown'
  /** the shop's day for the work, before the storage ends */
  workDay: string
  description: string
}

/**
 * A service job for work booked with storage (record 076): a seasonal job,
 * opened by the dealer (`source = 'staff'`, so no booking reminder), for a
 * cart already at the showroom, booked for its work day. Paid with the
 * storage, so it carries no estimate and its invoice is for nothing.
 * Written in the caller's transaction; resolves to its id.
 */
export async function openStoredCartJob(trx: DB, work: StoredCartWork, now: Date): Promise<string> {
  const id = randomUUID()
  const at = now.toISOString()
  await trx
    .insertInto('service_jobs')
    .values({
      id,
      token: randomToken(),
      stage: 'booked',
      kind: 'seasonal',
      visit: 'drop_off',
      source: 'staff',
      first_name: work.firstName,
      last_name: work.lastName,
      email: work.email,
      phone: work.phone,
      showroom: work.showroom,
      street: null,
      town: null,
      zip: null,
      fee_cents: 0,
      visit_day: work.workDay,
      window_start: null,
      window_end: null,
      cart_brand: work.cartBrand,
      cart_model: work.cartModel,
      cart_year: null,
      cart_serial: work.cartSerial,
      battery_type: work.batteryType,
      battery_voltage: null,
      battery_age_years: null,
      description: work.description,
      booked_at: at,
      first_response_at: at,
      checked_in_at: null,
      approved_at: null,
      ready_at: null,
      collected_at: null,
      cancelled_at: null,
      updated_at: at,
    })
    .execute()
  await recordJobEvent(trx, {
    jobId: id,
    kind: 'booked',
    actor: null,
    at,
    detail: { source: 'storage' },
  })
  return id
}
