import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'

import {
  insertPayment,
  insertPaymentOnce,
  newLedgerId,
  type NewPayment,
  paymentById,
  type PaymentInsert,
  settlePayment,
} from './ledger-rows'
import { answerSettlement, refusalSettlement } from './settlement'
import { sendStripeWrite, type StripeAnswer, type StripeWrite } from './stripe-writes'

/**
 * A Stripe write's row after the call: settled, or still pending when
 * Stripe's answer never came (`lost` says why) or the payment waits for the
 * payer (a Checkout Session's page, a card's authentication).
 */
export type WriteOutcome = {
  row: PaymentRow
  answer?: StripeAnswer
  lost?: string
}

/**
 * Moves money at Stripe, never twice (record 060): the row is written first,
 * pending, with the request it stands for; the request goes out under the
 * row's key `ledger-<id>`; the answer settles the row. Should the process
 * stop or the answer be lost between the call and the settle, the row stays
 * pending and `resendPending` (the scheduler, after a few minutes) sends the
 * same request under the same key, which Stripe answers with its first
 * answer instead of carrying it out again.
 */
export async function writeToStripe(
  db: DB,
  stripe: Stripe,
  payment: NewPayment & { method: 'card_online' },
  build: (ledgerId: string) => StripeWrite,
  now = new Date(),
): Promise<WriteOutcome> {
  return resendPending(db, stripe, await writeAhead(db, payment, build, now), now)
}

/** A pending row for a write, under its own key `ledger-<id>` or one the caller names. */
function pendingRow(
  payment: NewPayment & { method: 'card_online' },
  build: (ledgerId: string) => StripeWrite,
  idempotencyKey?: string,
): PaymentInsert {
  const id = newLedgerId()
  const write = build(id)
  return {
    ...payment,
    id,
    status: 'pending',
    idempotencyKey: idempotencyKey ?? `ledger-${id}`,
    stripeRequest: JSON.stringify(write),
    ids: { paymentIntent: intentOf(write) },
  }
}

/** The PaymentIntent a write acts on, when it names one: a capture's, a release's, a refund's. */
function intentOf(write: StripeWrite): string | undefined {
  if ('id' in write) return write.id
  if (write.operation === 'refunds.create') return write.params.payment_intent
  return undefined
}

/**
 * writeToStripe's first half: the row, pending, with its request, written in
 * the caller's transaction (beside the check that allows it, so a rule such
 * as one capture per hold holds under concurrency); `resendPending` sends it
 * once that transaction is committed, or the scheduler does later.
 */
export function writeAhead(
  db: DB,
  payment: NewPayment & { method: 'card_online' },
  build: (ledgerId: string) => StripeWrite,
  now = new Date(),
): Promise<PaymentRow> {
  return insertPayment(db, pendingRow(payment, build), now)
}

/**
 * The same under a key the caller names (one capture, release or refund of
 * a thing: a second row with the key is not written, even at once), so the
 * change that decides the write and its row commit together, or neither
 * does. Undefined when the key is taken.
 */
export function writeAheadOnce(
  trx: DB,
  payment: NewPayment & { method: 'card_online' },
  idempotencyKey: string,
  build: (ledgerId: string) => StripeWrite,
  now = new Date(),
): Promise<PaymentRow | undefined> {
  return insertPaymentOnce(trx, pendingRow(payment, build, idempotencyKey), now)
}

/**
 * Sends a pending row's request (again) under its key and settles the row
 * from the answer. A refusal that is final fails the row; a lost answer
 * (network, timeout, Stripe's own error) leaves it pending.
 */
export async function resendPending(
  db: DB,
  stripe: Stripe,
  row: PaymentRow,
  now = new Date(),
): Promise<WriteOutcome> {
  if (row.status !== 'pending' || !row.stripe_request) return { row }
  const write = JSON.parse(row.stripe_request) as StripeWrite
  try {
    const answer = await sendStripeWrite(stripe, write, row.idempotency_key)
    const settled = await settlePayment(db, row.id, answerSettlement(row.kind, answer), now)
    return { row: settled ?? (await asItStands(db, row)), answer }
  } catch (error) {
    const refusal = refusalSettlement(error)
    if (!refusal) return { row, lost: error instanceof Error ? error.message : String(error) }
    return { row: (await settlePayment(db, row.id, refusal, now)) ?? (await asItStands(db, row)) }
  }
}

/** A row an event settled meanwhile, as it now stands. */
async function asItStands(db: DB, row: PaymentRow): Promise<PaymentRow> {
  return (await paymentById(db, row.id)) ?? row
}
