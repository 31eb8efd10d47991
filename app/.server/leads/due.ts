import type { Kysely } from 'kysely'

import { salesHours } from '#app/content/business.ts'
import { addBusinessMinutes } from '#app/lib/business-hours.ts'
import {
  defaultResponseMinutes,
  maxResponseMinutes,
  minResponseMinutes,
} from '#app/lib/response-promise.ts'

import { type AuditActor, recordAudit } from '../auth/audit'
import type { Database } from '../db/schema'

const responseMinutesKey = 'leads.response_minutes'

/** The first-response promise in business minutes: the owners' setting, else the default. */
export async function responsePromiseMinutes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', responseMinutesKey)
    .executeTakeFirst()
  const minutes = Number(row?.value)
  // a value edited by hand outside the bounds falls back rather than stopping intake
  return Number.isInteger(minutes) && minutes >= minResponseMinutes && minutes <= maxResponseMinutes
    ? minutes
    : defaultResponseMinutes
}

export async function setResponsePromiseMinutes(
  trx: Kysely<Database>,
  minutes: number,
  now: Date,
): Promise<void> {
  const value = String(minutes)
  const updated_at = now.toISOString()
  await trx
    .insertInto('app_settings')
    .values({ key: responseMinutesKey, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute()
}

/**
 * When the first response to a lead that arrived (or was released from
 * quarantine) at `from` is due: the promise counted in the sales department's
 * opening hours.
 */
export async function dueAtFor(db: Kysely<Database>, from: Date): Promise<string> {
  const minutes = await responsePromiseMinutes(db)
  return addBusinessMinutes(salesHours, from, minutes).toISOString()
}

/** An owner changes the promise; the change and its audit row commit together. */
export async function changeResponsePromise(
  db: Kysely<Database>,
  options: { actor: AuditActor; minutes: number; ip: string | null; now?: Date },
): Promise<void> {
  const before = await responsePromiseMinutes(db)
  if (before === options.minutes) return
  const now = options.now ?? new Date()
  await db.transaction().execute(async (trx) => {
    await setResponsePromiseMinutes(trx, options.minutes, now)
    await recordAudit(
      trx,
      {
        actor: options.actor,
        action: 'settings.response-promise',
        entity: 'app_setting',
        entityId: responseMinutesKey,
        before: { minutes: before },
        after: { minutes: options.minutes },
        ip: options.ip,
      },
      now,
    )
  })
}
