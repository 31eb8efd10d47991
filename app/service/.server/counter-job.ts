import { randomUUID } from 'node:crypto'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { randomToken } from '#app/kernel/.server/tokens.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import type { CounterJob } from '#app/service/counter-job-form.ts'

import { recordJobEvent } from './job-history'
import { countWalkIn } from './slot-places'

/**
 * A job staff open at the counter (`source = 'staff'`), checked in at once and
 * counted in the day's drop-offs; audited. Resolves to its id.
 */
export function openCounterJob(
  db: DB,
  input: CounterJob,
  who: { actor: Actor; now?: Date },
): Promise<string> {
  const now = who.now ?? new Date()
  const at = now.toISOString()
  const id = randomUUID()
  const day = calendarDay(now, business.timeZone)
  return auditedChange(db, { actor: who.actor, ip: who.actor.ip, now }, async (trx) => {
    await trx
      .insertInto('service_jobs')
      .values({
        id,
        token: randomToken(),
        stage: 'checked_in',
        kind: input.kind,
        visit: 'drop_off',
        source: 'staff',
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        showroom: null,
        street: null,
        town: null,
        zip: null,
        fee_cents: 0,
        visit_day: day,
        window_start: null,
        window_end: null,
        cart_brand: input.cartBrand,
        cart_model: input.cartModel,
        cart_year: input.cartYear ? Number(input.cartYear) : null,
        cart_serial: input.cartSerial || null,
        battery_type: input.batteryType,
        battery_voltage: null,
        battery_age_years: null,
        description: input.description,
        booked_at: at,
        first_response_at: at,
        checked_in_at: at,
        approved_at: null,
        ready_at: null,
        collected_at: null,
        cancelled_at: null,
        updated_at: at,
      })
      .execute()
    await countWalkIn(trx, { visit: 'drop_off', day, windowStart: 0 })
    await recordJobEvent(trx, {
      jobId: id,
      kind: 'checked_in',
      actor: who.actor,
      at,
      detail: { source: 'staff' },
    })
    return audited(id, {
      action: 'service-job.open',
      entity: 'service_job',
      entityId: id,
      after: { source: 'staff', kind: input.kind, cart: `${input.cartBrand} ${input.cartModel}` },
    })
  })
}
