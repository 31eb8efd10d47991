import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { CartHoldRow, PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { paymentById } from '#app/payments/.server/ledger-rows.ts'
import { refundPayment } from '#app/payments/.server/stripe-writes.ts'
import { resendPending, writeAhead, type WriteOutcome } from '#app/payments/.server/write-ahead.ts'
import type { PaymentActor } from '#app/payments/ledger.ts'

/*
 * A hold's deposit given back. The refund's row is written ahead, pending,
 * with its Stripe request, in the same transaction that ends the hold (what
 * writeToStripe does before its call), so a hold never ends without its
 * refund on the ledger, and two passes or two clicks that race write one.
 * The request is sent once that transaction has committed, under the row's
 * key (resendPending): a Stripe call never holds the database's writer, and
 * a request sent twice is answered once. A send that never happened is
 * made by the next pass of the hold job or, minutes later, the ledger's own
 * pending check.
 */

/** Writes a hold's full refund, pending, beside the change that ends the hold; resolves to its row. */
export async function queueHoldRefund(
  trx: DB,
  hold: Pick<CartHoldRow, 'payment_id' | 'amount_cents' | 'vehicle_id'>,
  who: { actor: PaymentActor; userId?: string | null; note: string },
  now: Date,
): Promise<PaymentRow> {
  const deposit = await paymentById(trx, hold.payment_id)
  const intent = deposit?.stripe_payment_intent_id
  if (!deposit || deposit.status !== 'succeeded' || !intent) {
    throw new Error(`The hold's deposit ${hold.payment_id} has no payment to refund.`)
  }
  return writeAhead(
    trx,
    {
      kind: 'refund',
      method: 'card_online',
      amountCents: hold.amount_cents,
      currency: deposit.currency,
      subject: { type: 'vehicle', id: hold.vehicle_id },
      purpose: 'cart_hold',
      actor: who.actor,
      actorUserId: who.userId ?? null,
      note: who.note,
    },
    (id) => refundPayment(id, intent, hold.amount_cents),
    now,
  )
}

/** Sends a refund written ahead (again, under its key); a row already answered is left as it is. */
export async function sendHoldRefund(
  db: DB,
  stripe: Stripe,
  refundId: string,
  now = new Date(),
): Promise<WriteOutcome | undefined> {
  const row = await paymentById(db, refundId)
  return row ? resendPending(db, stripe, row, now) : undefined
}

/** The refunds of ended holds Stripe has not answered yet, a batch at a time. */
export function unsentHoldRefunds(db: DB, limit: number): Promise<{ id: string }[]> {
  return db
    .selectFrom('cart_holds as h')
    .innerJoin('payments as p', 'p.id', 'h.refund_payment_id')
    .select('p.id')
    .where('p.status', '=', 'pending')
    .where('p.stripe_request', 'is not', null)
    .orderBy('p.created_at')
    .limit(limit)
    .execute()
}
