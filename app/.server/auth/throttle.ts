import { sql } from 'kysely'

import type { DB } from '../db/connection'

/**
 * Guessing is slowed, never locked out: the first failures are free, then
 * each one doubles the wait, up to a cap. Counted in the database, so every
 * server process sees the same count.
 */
export const freeFailures = 5
export const firstDelaySeconds = 1
export const maxDelaySeconds = 15 * 60
/** a quiet key starts again from zero after this long */
export const forgetAfterSeconds = 24 * 60 * 60

/** Seconds to wait after the nth consecutive failure: 0 for the first 5, then 1, 2, 4 … 900. */
export function delayAfter(failures: number): number {
  if (failures <= freeFailures) return 0
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailures - 1))
}

export type ThrottleKey = string

export const accountKey = (email: string): ThrottleKey => `account:${email.trim().toLowerCase()}`
export const addressKey = (ip: string): ThrottleKey => `ip:${ip}`

/** When the next attempt for any of the keys is allowed, or null if now. */
export async function throttledUntil(db: DB, keys: ThrottleKey[], now: Date): Promise<Date | null> {
  if (keys.length === 0) return null
  const rows = await db
    .selectFrom('auth_throttle')
    .select(['next_allowed_at'])
    .where('key', 'in', keys)
    .where('next_allowed_at', '>', now.toISOString())
    .execute()
  const latest = rows.map((r) => r.next_allowed_at).sort()
  return latest.length > 0 ? new Date(latest.at(-1) as string) : null
}

/**
 * Counts one failure on each key: one atomic upsert per key (two processes
 * counting at once both count), then the wait that the new count earns.
 */
export async function recordFailure(db: DB, keys: ThrottleKey[], now: Date): Promise<void> {
  const iso = now.toISOString()
  const stale = new Date(now.getTime() - forgetAfterSeconds * 1000).toISOString()
  for (const key of keys) {
    const row = await db
      .insertInto('auth_throttle')
      .values({ key, failures: 1, next_allowed_at: iso, updated_at: iso })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`case when auth_throttle.updated_at > ${stale} then auth_throttle.failures + 1 else 1 end`,
          updated_at: iso,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow()
    const next = new Date(now.getTime() + delayAfter(Number(row.failures)) * 1000).toISOString()
    await db
      .updateTable('auth_throttle')
      .set({ next_allowed_at: next })
      .where('key', '=', key)
      .where('next_allowed_at', '<', next)
      .execute()
  }
}

/** A success forgets the failures of the account (the address keeps its count). */
export async function clearFailures(db: DB, keys: ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return
  await db.deleteFrom('auth_throttle').where('key', 'in', keys).execute()
}

/** "Try again in 2 minutes." */
export function retryText(until: Date, now: Date): string {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
  if (seconds < 60)
    return `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
  const minutes = Math.ceil(seconds / 60)
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
