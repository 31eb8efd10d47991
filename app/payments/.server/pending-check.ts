import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { skipLocked } from '#app/kernel/.server/db/engine.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'

import { settlePayment } from './ledger-rows'
import {
  intentSettlement,
  refundSettlement,
  sessionSettlement,
  type Settlement,
} from './settlement'
import { resendPending } from './write-ahead'

/** Rows asked about in one pass of the scheduler. */
export const pendingBatch = 20

const minuteMs = 60_000

/**
 * When to ask again about a row still pending after this check: half its
 * age, from 5 minutes to an hour (a hosted page may stay open for a day).
 */
export function nextCheck(row: Pick<PaymentRow, 'created_at'>, now: Date): Date {
  const age = now.getTime() - Date.parse(row.created_at)
  return new Date(now.getTime() + Math.min(60 * minuteMs, Math.max(5 * minuteMs, age / 2)))
}

/**
 * Claims the pending rows due for a check, oldest check first: one UPDATE
 * moves their next check 5 minutes on (time enough for the check), so two servers passing at once never ask about
 * the same row (PostgreSQL skips rows another server is claiming; SQLite
 * writes one at a time).
 */
export async function claimPending(db: DB, now: Date, limit = pendingBatch): Promise<PaymentRow[]> {
  const at = now.toISOString()
  return db.transaction().execute((trx) =>
    trx
      // chosen once, in a materialized step (see the outbox's claim)
      .with(
        (cte) => cte('due').materialized(),
        (qc) =>
          skipLocked(
            trx,
            qc
              .selectFrom('payments')
              .select('id')
              .where('status', '=', 'pending')
              .where('recheck_at', '<=', at)
              .orderBy('recheck_at')
              .limit(limit),
          ),
      )
      .updateTable('payments')
      .set({ recheck_at: new Date(now.getTime() + 5 * minuteMs).toISOString() })
      .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
      .where('status', '=', 'pending')
      .where('recheck_at', '<=', at)
      .returningAll()
      .execute(),
  )
}

/** A row still pending after its check is asked about again later, the older the later. */
async function checkLater(db: DB, row: PaymentRow, now: Date): Promise<void> {
  await db
    .updateTable('payments')
    .set({ recheck_at: nextCheck(row, now).toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .execute()
}

/** What Stripe says now of a row whose write it answered: its object, fetched afresh. */
async function currentSettlement(stripe: Stripe, row: PaymentRow): Promise<Settlement | undefined> {
  if (row.stripe_refund_id)
    return refundSettlement(await stripe.refunds.retrieve(row.stripe_refund_id))
  if (row.stripe_checkout_session_id) {
    const session = await stripe.checkout.sessions.retrieve(row.stripe_checkout_session_id, {
      expand: ['payment_intent'],
    })
    return sessionSettlement(row.kind, session)
  }
  if (row.stripe_payment_intent_id) {
    return intentSettlement(
      row.kind,
      await stripe.paymentIntents.retrieve(row.stripe_payment_intent_id),
    )
  }
  return undefined
}

/**
 * Stripe keeps an idempotency key for 24 hours: past that, the same request
 * would be carried out as a new one. A request still unanswered after 23
 * hours is not sent again: no event named its row in that time, so it never
 * reached Stripe, and the row fails, saying so (a capture or a release is
 * read from its payment first).
 */
export const resendForMs = 23 * 60 * minuteMs

const unanswered =
  'Stripe never answered this request within a day, and no event named it: it was not carried out. Its idempotency key has expired, so it is not sent again.'

export type PendingCheck = { checked: number; settled: number; stillPending: number }

/**
 * Asks Stripe about the ledger's rows left pending past their check time:
 * a write whose answer never came is sent again under its key (Stripe
 * replays its answer, or carries it out if it never arrived); a write Stripe
 * answered (a payment waiting for the payer) is looked up. A row Stripe
 * cannot be reached about stays pending for the next check.
 */
export async function checkPendingPayments(
  db: DB,
  stripe: Stripe,
  now: Date,
  onError: (row: PaymentRow, error: unknown) => void,
): Promise<PendingCheck> {
  const rows = await claimPending(db, now)
  let settled = 0
  for (const row of rows) {
    try {
      let after: PaymentRow | undefined
      const age = now.getTime() - Date.parse(row.created_at)
      if (row.stripe_request && age > resendForMs) {
        // a capture or release names its payment: what Stripe says of it decides, if it can
        const current = await currentSettlement(stripe, row)
        const settlement =
          current && current.status !== 'pending'
            ? current
            : { status: 'failed' as const, failure: unanswered }
        after = await settlePayment(db, row.id, settlement, now)
      } else if (row.stripe_request) after = (await resendPending(db, stripe, row, now)).row
      else {
        const settlement = await currentSettlement(stripe, row)
        after = settlement && (await settlePayment(db, row.id, settlement, now))
      }
      if (after && after.status !== 'pending') settled++
      else await checkLater(db, row, now)
    } catch (error) {
      onError(row, error)
    }
  }
  return { checked: rows.length, settled, stillPending: rows.length - settled }
}
