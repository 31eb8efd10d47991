import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'

import { writeDashboardRefund } from './dashboard-refunds'
import { insertPaymentOnce, newLedgerId, settlePayment } from './ledger-rows'
import {
  intentSettlement,
  refundSettlement,
  sessionSettlement,
  type Settlement,
} from './settlement'

/*
 * What the ledger reads in Stripe's events: each settles the pending rows
 * it concerns, found by the ledger id every object the ledger creates
 * carries in its metadata, or by the Stripe id on the row. A row already
 * final is never changed, so an older event arriving after a newer one, or
 * the same event again, changes nothing.
 */

/**
 * The pending rows an object names: the row in its metadata and the rows
 * holding its id (a payment has a handful), each found by its own index: an
 * OR of the two, or a test of the status, would walk the pending rows instead.
 */
async function pendingRows(
  trx: DB,
  ledgerId: string | undefined,
  column: StripeIdColumn,
  id: string,
): Promise<PaymentRow[]> {
  const rows = trx.selectFrom('payments').selectAll()
  const [named, holding] = await Promise.all([
    ledgerId ? rows.where('id', '=', ledgerId).execute() : [],
    rows.where(column, '=', id).execute(),
  ])
  const pending = [...named, ...holding].filter((row) => row.status === 'pending')
  return [...new Map(pending.map((row) => [row.id, row])).values()].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  )
}

type StripeIdColumn = 'stripe_payment_intent_id' | 'stripe_checkout_session_id' | 'stripe_refund_id'

async function settleEach(
  trx: DB,
  rows: PaymentRow[],
  settlementOf: (row: PaymentRow) => Settlement | undefined,
  now: Date,
): Promise<PaymentRow[]> {
  const settled: PaymentRow[] = []
  for (const row of rows) {
    const settlement = settlementOf(row)
    if (!settlement) continue
    const after = await settlePayment(trx, row.id, settlement, now)
    if (after && after.status !== 'pending') settled.push(after)
  }
  return settled
}

async function fromIntent(trx: DB, intent: Stripe.PaymentIntent, now: Date) {
  const rows = await pendingRows(
    trx,
    intent.metadata.ledger_id,
    'stripe_payment_intent_id',
    intent.id,
  )
  const settled = await settleEach(
    trx,
    rows,
    (row) =>
      row.kind === 'refund'
        ? undefined
        : intentSettlement(row.kind, intent, {
            fromCheckout: row.stripe_checkout_session_id !== null,
          }),
    now,
  )
  if (intent.status === 'canceled') settled.push(...(await lapsedHold(trx, intent, now)))
  return settled
}

/**
 * A hold Stripe let go by itself (not captured within its 7 days) is a
 * release nobody wrote: the ledger writes it, once (its key is the intent's).
 */
async function lapsedHold(trx: DB, intent: Stripe.PaymentIntent, now: Date): Promise<PaymentRow[]> {
  const rows = await trx
    .selectFrom('payments')
    .selectAll()
    .where('stripe_payment_intent_id', '=', intent.id)
    .execute()
  const held = rows.find((row) => row.kind === 'authorisation' && row.status === 'succeeded')
  const ended = rows.some((row) => row.kind === 'release' || row.kind === 'capture')
  if (!held || ended) return []
  const release = await insertPaymentOnce(
    trx,
    {
      id: newLedgerId(),
      kind: 'release',
      method: 'card_online',
      amountCents: held.amount_cents,
      currency: held.currency,
      subject: { type: held.subject_type, id: held.subject_id },
      actor: 'stripe',
      status: 'succeeded',
      idempotencyKey: `lapsed-${intent.id}`,
      ids: { paymentIntent: intent.id, charge: held.stripe_charge_id },
      note: 'The hold was not taken in time; Stripe released it.',
    },
    now,
  )
  return release ? [release] : []
}

/** A Checkout Session's rows settled: what its completion event does, and what the payer's return does with the session read from Stripe. */
export async function settleFromSession(trx: DB, session: Stripe.Checkout.Session, now: Date) {
  const rows = await pendingRows(
    trx,
    session.metadata?.ledger_id,
    'stripe_checkout_session_id',
    session.id,
  )
  return settleEach(trx, rows, (row) => sessionSettlement(row.kind, session), now)
}

/** A refund's news settles the row that asked for it, or writes the one made in Stripe's dashboard. */
async function fromRefund(trx: DB, refund: Stripe.Refund, now: Date) {
  const rows = await pendingRows(trx, refund.metadata?.ledger_id, 'stripe_refund_id', refund.id)
  const settled = await settleEach(
    trx,
    rows,
    (row) => (row.kind === 'refund' ? refundSettlement(refund) : undefined),
    now,
  )
  return [...settled, ...(await writeDashboardRefund(trx, refund, now))]
}

/**
 * A charge refunded: the refunds made in Stripe's dashboard that it lists
 * are written first (API versions before 2022-11-15 list them; later ones
 * leave them to the refund.* events), then the refunds the ledger asked for
 * on its payment whose answer it has not read yet are done, as far as the
 * refunded amount covers them, oldest first.
 */
async function fromRefundedCharge(trx: DB, charge: Stripe.Charge, now: Date) {
  const intent =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  if (!intent) return []
  const written: PaymentRow[] = []
  for (const refund of charge.refunds?.data ?? [])
    written.push(...(await writeDashboardRefund(trx, refund, now)))
  const refunds = await trx
    .selectFrom('payments')
    .selectAll()
    .where('stripe_payment_intent_id', '=', intent)
    .where('kind', '=', 'refund')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  let covered = refunds
    .filter((row) => row.status === 'succeeded')
    .reduce((sum, row) => sum + row.amount_cents, 0)
  const done = refunds.filter((row) => {
    if (row.status !== 'pending' || covered + row.amount_cents > charge.amount_refunded)
      return false
    covered += row.amount_cents
    return true
  })
  const settled = await settleEach(
    trx,
    done,
    () => ({ status: 'succeeded', ids: { charge: charge.id } }),
    now,
  )
  return [...written, ...settled]
}

/** Settles the ledger rows an event concerns; resolves to the rows it made final. */
export function settleFromEvent(trx: DB, event: Stripe.Event, now: Date): Promise<PaymentRow[]> {
  switch (event.type) {
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.canceled':
    case 'payment_intent.payment_failed':
    case 'payment_intent.processing':
    case 'payment_intent.requires_action':
    case 'payment_intent.succeeded':
      return fromIntent(trx, event.data.object, now)
    case 'checkout.session.completed':
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
      return settleFromSession(trx, event.data.object, now)
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return fromRefund(trx, event.data.object, now)
    case 'charge.refunded':
      return fromRefundedCharge(trx, event.data.object, now)
    default:
      return Promise.resolve([])
  }
}
