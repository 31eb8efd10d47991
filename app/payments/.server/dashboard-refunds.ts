import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'

import { insertPaymentOnce, newLedgerId } from './ledger-rows'
import { idOf, refundSettlement } from './settlement'

/**
 * A refund made in Stripe's dashboard is money given back that no one wrote
 * here: the ledger's own refunds carry `metadata.ledger_id`, this one does
 * not. It is written as a refund by `stripe`, against the subject and
 * purpose of the payment it gives back (found by its PaymentIntent), with the
 * refund's id as its key: refund.created, refund.updated and charge.refunded,
 * each delivered any number of times and at once, write one row. Later news
 * of the same refund settles that row as any other (`fromRefund`). Resolves
 * to the row when this call wrote it final.
 */
export async function writeDashboardRefund(
  trx: DB,
  refund: Stripe.Refund,
  now: Date,
): Promise<PaymentRow[]> {
  if (refund.metadata?.ledger_id) return []
  const intent = idOf(refund.payment_intent)
  if (!intent) return []
  const rows = await trx
    .selectFrom('payments')
    .selectAll()
    .where('stripe_payment_intent_id', '=', intent)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const [paid] = rows
  // a payment the ledger never took is not its to record; a refund it knows is written already
  if (!paid || rows.some((row) => row.stripe_refund_id === refund.id)) return []
  const { status, ids } = refundSettlement(refund)
  const row = await insertPaymentOnce(
    trx,
    {
      id: newLedgerId(),
      kind: 'refund',
      method: 'card_online',
      amountCents: refund.amount,
      currency: refund.currency,
      subject: { type: paid.subject_type, id: paid.subject_id },
      purpose: paid.purpose,
      actor: 'stripe',
      status,
      idempotencyKey: `stripe-refund-${refund.id}`,
      ids,
      note: "Refunded in Stripe's dashboard.",
    },
    now,
  )
  return row && row.status !== 'pending' ? [row] : []
}
