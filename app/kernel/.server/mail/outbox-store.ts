import { type ExpressionBuilder, sql } from 'kysely'

import { changedRow } from '../db/changed-rows'
import type { DB } from '../db/connection'
import { skipLocked } from '../db/engine'
import type { Database, OutboxRow } from '../db/schema'
import type { Settings } from '../env'
import { isWritten } from './written-mail'

/**
 * The outbox table's side of sending: claiming due rows under a lease and
 * recording each outcome. A row is claimed by one UPDATE that marks it
 * 'sending', counts the attempt and sets a lease with a fresh token; only the
 * holder of that token can record the outcome. Claims from several server
 * processes pass each other (SKIP LOCKED on PostgreSQL, one writer at a time
 * on SQLite), so no row is claimed twice. A row left 'sending' (its
 * process died before the mail server's answer was recorded) becomes due
 * again when its lease runs out; a row recorded 'sent' never does.
 */

export type RetrySettings = Pick<
  Settings,
  'MAIL_RETRY_BASE_SECONDS' | 'MAIL_RETRY_MAX_SECONDS' | 'MAIL_MAX_ATTEMPTS'
>

export type Outcome = { sent: true; response: string } | { sent: false; error: string }

/** Seconds before retry number `attempt` + 1: base, 2 × base, 4 × base ... capped at max. */
export function retryDelaySeconds(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1))
}

export async function claimDue(
  db: DB,
  options: { now: Date; limit: number; leaseSeconds: number; exclude: string[] },
): Promise<OutboxRow[]> {
  const iso = options.now.toISOString()
  const leaseUntil = new Date(options.now.getTime() + options.leaseSeconds * 1000).toISOString()
  const isDue = (w: ExpressionBuilder<Database, 'outbox'>) =>
    w.or([
      w.and([w('status', '=', 'queued'), w('next_attempt_at', '<=', iso)]),
      w.and([w('status', '=', 'sending'), w('lease_until', '<=', iso)]),
    ])
  // the claim and its attempt log commit together: a crash never leaves a claim unlogged
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      // the due rows are chosen once, in a materialized step: PostgreSQL may
      // otherwise run a LIMIT … SKIP LOCKED subquery more than once and claim
      // more rows than asked for
      .with(
        (cte) => cte('due').materialized(),
        (qc) => {
          let due = qc.selectFrom('outbox').select('id').where(isDue)
          // rows this process is still sending are never claimed twice, lease or not
          if (options.exclude.length > 0) due = due.where('id', 'not in', options.exclude)
          return skipLocked(
            trx,
            due.orderBy('next_attempt_at').orderBy('created_at').limit(options.limit),
          )
        },
      )
      .updateTable('outbox')
      .set((eb) => ({
        status: 'sending' as const,
        attempts: eb('attempts', '+', 1),
        lease_until: leaseUntil,
        lease_token: crypto.randomUUID(),
      }))
      .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
      // checked again on the row itself, as it stands when this claim updates it
      .where(isDue)
      .returningAll()
      .execute()
    if (claimed.length === 0) return claimed
    // an attempt still open from an earlier claim was interrupted
    await trx
      .updateTable('outbox_attempts')
      .set({
        outcome: 'interrupted',
        finished_at: iso,
        detail: 'lease ran out before the send was confirmed',
      })
      .where(
        'outbox_id',
        'in',
        claimed.map((row) => row.id),
      )
      .where('outcome', '=', 'sending')
      .execute()
    await trx
      .insertInto('outbox_attempts')
      .values(
        claimed.map((row) => ({
          outbox_id: row.id,
          attempt: row.attempts,
          started_at: iso,
          finished_at: null,
          outcome: 'sending',
          detail: null,
        })),
      )
      .execute()
    return claimed
  })
}

/**
 * Records a send: 'sent', or back to 'queued' after a growing delay, or
 * 'failed' after the last attempt. `recorded` is false when the lease was
 * taken over meanwhile (the newer claim decides).
 */
export async function recordOutcome(
  db: DB,
  row: OutboxRow,
  outcome: Outcome,
  options: { now: Date; settings: RetrySettings },
): Promise<{ recorded: boolean; gaveUp: boolean; retryInSeconds: number }> {
  const { settings } = options
  const iso = options.now.toISOString()
  const gaveUp = !outcome.sent && row.attempts >= settings.MAIL_MAX_ATTEMPTS
  const retryInSeconds = retryDelaySeconds(
    row.attempts,
    settings.MAIL_RETRY_BASE_SECONDS,
    settings.MAIL_RETRY_MAX_SECONDS,
  )
  // a written e-mail may hold a one-time or reservation link: once delivered, it is not kept
  const update = outcome.sent
    ? {
        status: 'sent' as const,
        sent_at: iso,
        last_error: null,
        ...(isWritten(row.kind) ? { payload: null } : {}),
      }
    : {
        status: gaveUp ? ('failed' as const) : ('queued' as const),
        last_error: outcome.error.slice(0, 1000),
        next_attempt_at: new Date(options.now.getTime() + retryInSeconds * 1000).toISOString(),
      }
  const recorded = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('outbox')
      .set({ ...update, lease_until: null, lease_token: null })
      .where('id', '=', row.id)
      .where('lease_token', '=', row.lease_token)
      .executeTakeFirst()
    await trx
      .updateTable('outbox_attempts')
      .set({
        outcome: outcome.sent ? 'sent' : 'error',
        finished_at: iso,
        detail: (outcome.sent ? outcome.response : outcome.error).slice(0, 1000),
      })
      .where('outbox_id', '=', row.id)
      .where('attempt', '=', row.attempts)
      .where('outcome', '=', 'sending')
      .execute()
    return changedRow(result)
  })
  return { recorded, gaveUp, retryInSeconds }
}

/** Notifications not yet sent (queued, or in a send whose outcome is not recorded). */
export async function countPending(db: DB): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select(sql<number>`count(*)`.as('count'))
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
