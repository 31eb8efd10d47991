import { type RawBuilder, sql } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'

/**
 * Guessing is slowed, never locked out: each key (an account, an address, a
 * device…) has a number of free attempts, then each one doubles the wait, up
 * to a cap. Counted in the database, so every server process sees the same
 * count; an attempt is counted (its slot reserved) before its password or
 * code is checked, so simultaneous attempts get no more checks than
 * attempts one after another would.
 */
export const firstDelaySeconds = 1
export const maxDelaySeconds = 15 * 60
/** a quiet key starts again from zero after this long */
export const forgetAfterSeconds = 24 * 60 * 60

/** One counter and its free attempts (see guessing-limits.ts for which ones apply where). */
export type Limit = { key: string; free: number }

/**
 * Seconds to wait after the nth counted attempt of a key with `free` free
 * attempts: none before the free ones are used up, then 1, 2, 4 … 900.
 * With 5 free: attempts 1 to 5 go through at once, the 6th waits 1 second.
 */
export function delayAfter(attempts: number, free: number): number {
  if (attempts < free) return 0
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (attempts - free))
}

/** the count past which every wait is the cap */
const capped = (free: number) => free + Math.ceil(Math.log2(maxDelaySeconds / firstDelaySeconds))

/**
 * `next_allowed_at` of a key that owes no wait: before any request's clock,
 * so that a request that read the time a moment before another one (or on
 * another server) is not refused by that one's free attempt.
 */
const noWait = new Date(0).toISOString()

const at = (now: Date, seconds: number) =>
  seconds === 0 ? noWait : new Date(now.getTime() + seconds * 1000).toISOString()

/**
 * When the next attempt is allowed after `count` attempts, as SQL: the times
 * are worked out here for every count that differs (the database only picks
 * one), so both engines run the same statement without date arithmetic.
 */
function nextAllowedSql(count: RawBuilder<number>, free: number, now: Date): RawBuilder<string> {
  const branches = [sql`when ${count} < ${free} then ${noWait}`]
  for (let n = free; n < capped(free); n++) {
    branches.push(sql`when ${count} = ${n} then ${at(now, delayAfter(n, free))}`)
  }
  return sql<string>`case ${sql.join(branches, sql` `)} else ${at(now, maxDelaySeconds)} end`
}

class Refused extends Error {
  constructor(readonly until: Date) {
    super('throttled')
  }
}

export type Reservation = { ok: true } | { ok: false; until: Date }

/**
 * Counts one attempt on every limit, or on none: each key is one conditional
 * upsert that takes a slot only when the key's wait is over, all in one
 * transaction that is rolled back when any key refuses. On PostgreSQL the
 * upsert locks the key's row, so two servers reserving at once take turns
 * (keys in one order, so they cannot deadlock); SQLite runs one transaction
 * at a time. A refused attempt is not counted: waiting it out is enough.
 */
export async function reserveAttempt(db: DB, limits: Limit[], now: Date): Promise<Reservation> {
  const iso = now.toISOString()
  const stale = new Date(now.getTime() - forgetAfterSeconds * 1000).toISOString()
  const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  try {
    await db.transaction().execute(async (trx) => {
      let until: Date | null = null
      for (const { key, free } of ordered) {
        const count = sql<number>`case when auth_throttle.updated_at > ${stale} then auth_throttle.failures + 1 else 1 end`
        const taken = await trx
          .insertInto('auth_throttle')
          .values({
            key,
            failures: 1,
            next_allowed_at: at(now, delayAfter(1, free)),
            updated_at: iso,
          })
          .onConflict((oc) =>
            oc
              .column('key')
              .doUpdateSet({
                failures: count,
                next_allowed_at: nextAllowedSql(count, free, now),
                updated_at: iso,
              })
              .where('auth_throttle.next_allowed_at', '<=', iso),
          )
          .returning('key')
          .executeTakeFirst()
        if (taken) continue
        const row = await trx
          .selectFrom('auth_throttle')
          .select('next_allowed_at')
          .where('key', '=', key)
          .executeTakeFirstOrThrow()
        const next = new Date(row.next_allowed_at)
        if (!until || next > until) until = next
      }
      if (until) throw new Refused(until)
    })
    return { ok: true }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, until: error.until }
    throw error
  }
}

/**
 * Gives back the slot of an attempt that succeeded: it was no guess. When the
 * count drops below the free attempts, the wait its slot started goes too.
 */
export async function refundAttempt(db: DB, limits: Limit[]): Promise<void> {
  for (const { key, free } of limits) {
    await db
      .updateTable('auth_throttle')
      .set({
        failures: sql<number>`failures - 1`,
        next_allowed_at: sql<string>`case when failures - 1 < ${free} then ${noWait} else next_allowed_at end`,
      })
      .where('key', '=', key)
      .where('failures', '>', 0)
      .execute()
  }
}

/** Forgets every count of the keys (after a success that proves who is asking). */
export async function forgetFailures(db: DB, keys: string[]): Promise<void> {
  if (keys.length === 0) return
  await db.deleteFrom('auth_throttle').where('key', 'in', keys).execute()
}

/** "Too many attempts. Try again in 2 minutes." */
export function retryText(until: Date, now: Date): string {
  const seconds = retryAfterSeconds(until, now)
  if (seconds < 60)
    return `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
  const minutes = Math.ceil(seconds / 60)
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/** The Retry-After of a refused attempt: whole seconds, at least 1. */
export function retryAfterSeconds(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
}
