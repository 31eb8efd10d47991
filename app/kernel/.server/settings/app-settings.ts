import type { Kysely } from 'kysely'

import type { Actor } from '../audit/actor'
import { audited, auditedChange } from '../audit/audited-change'
import { engineOf } from '../db/engine'
import type { Database } from '../db/schema'

/** One setting the owners choose: where it is stored, how it reads and how its changes are audited. */
export type Setting<T> = {
  key: string
  /** the value for the stored text, or for none (the default) */
  read: (stored: string | undefined) => T
  write: (value: T) => string
  /** the audit action, and the name of the value in the audit row */
  action: string
  field: string
}

/** A whole number within bounds; anything else (a value edited by hand) reads as the default. */
export const bounded =
  (min: number, max: number, fallback: number) => (stored: string | undefined) => {
    const value = Number(stored)
    return stored !== undefined && Number.isInteger(value) && value >= min && value <= max
      ? value
      : fallback
  }

export async function readSetting<T>(db: Kysely<Database>, setting: Setting<T>): Promise<T> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', setting.key)
    .executeTakeFirst()
  return setting.read(row?.value)
}

export async function writeSetting<T>(
  trx: Kysely<Database>,
  setting: Setting<T>,
  value: T,
  now: Date,
): Promise<void> {
  const stored = setting.write(value)
  const updated_at = now.toISOString()
  await trx
    .insertInto('app_settings')
    .values({ key: setting.key, value: stored, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: stored, updated_at }))
    .execute()
}

/**
 * An owner changes a setting; the change and its audit row commit together
 * (an unchanged value writes nothing). The value before is read in the same
 * transaction, the row locked on PostgreSQL (SQLite has one writer at a
 * time), so two owners saving at once are recorded one after the other.
 */
export async function changeSetting<T>(
  db: Kysely<Database>,
  setting: Setting<T>,
  options: { actor: Pick<Actor, 'id' | 'email'> | null; value: T; ip: string | null; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date()
  await auditedChange(db, { actor: options.actor, ip: options.ip, now }, async (trx) => {
    if (engineOf(trx) === 'postgres') {
      // a row to lock, even before the first change: the default, as stored
      await trx
        .insertInto('app_settings')
        .values({
          key: setting.key,
          value: setting.write(setting.read(undefined)),
          updated_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
      await trx
        .selectFrom('app_settings')
        .select('key')
        .where('key', '=', setting.key)
        .forUpdate()
        .execute()
    }
    const before = await readSetting(trx, setting)
    if (before === options.value) return
    await writeSetting(trx, setting, options.value, now)
    return audited(undefined, {
      action: setting.action,
      entity: 'app_setting',
      entityId: setting.key,
      before: { [setting.field]: before },
      after: { [setting.field]: options.value },
    })
  })
}

/** Whether every staff member must use two-factor (an owner's choice, off by default). */
export const requireTwoFactor: Setting<boolean> = {
  key: 'staff.require_two_factor',
  read: (stored) => stored === '1',
  write: (required) => (required ? '1' : '0'),
  action: 'settings.require-two-factor',
  field: 'required',
}

export const twoFactorRequired = (db: Kysely<Database>): Promise<boolean> =>
  readSetting(db, requireTwoFactor)
