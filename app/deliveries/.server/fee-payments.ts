import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { formatCents } from '#app/kernel/format.ts'
import { addDeskEntry } from '#app/payments/.server/desk-entries.ts'
import { paymentById } from '#app/payments/.server/ledger-rows.ts'
import type { PaymentEventContext } from '#app/payments/.server/payment-handlers.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { checkoutPayment } from '#app/payments/.server/stripe-writes.ts'
import { writeToStripe } from '#app/payments/.server/write-ahead.ts'

import { feeState, jobFeeLabels } from '../delivery-fees.ts'
import { deliveryPagePath } from '../delivery-paths.ts'
import { claimFee } from './job-fees.ts'
import { recordDeliveryEvent } from './job-history.ts'

/*
 * A fee owed paid online (Stripe's page, from the customer's delivery page
 * or the e-mail's link), recorded paid at the desk, or waived by the owner:
 * each once, by the fee's guarded status; the amount is always the fee's
 * own, never a form's.
 */

async function payableFee(db: DB, where: { feeId: string; token?: string }) {
  let query = db
    .selectFrom('delivery_fees as f')
    .innerJoin('delivery_jobs as j', 'j.id', 'f.job_id')
    .leftJoin('payments as p', 'p.id', 'f.charge_payment_id')
    .selectAll('f')
    .select(['j.token', 'j.email', 'p.status as charge_status'])
    .where('f.id', '=', where.feeId)
  if (where.token !== undefined) query = query.where('j.token', '=', where.token)
  const fee = await query.executeTakeFirst()
  return fee && { ...fee, state: feeState(fee, fee.charge_status) }
}

export type StartFeePayment =
  { ok: true; url: string } | { ok: false; reason: 'not-found' | 'not-payable' | 'off' | 'stripe' }

/** The customer's "Pay online": a Checkout for the fee, from their delivery page. */
export async function startFeeCheckout(
  db: DB,
  online: OnlinePayments | undefined,
  input: { token: string; feeId: string; siteUrl: string; now?: Date },
): Promise<StartFeePayment> {
  const now = input.now ?? new Date()
  const fee = await payableFee(db, { feeId: input.feeId, token: input.token })
  if (!fee) return { ok: false, reason: 'not-found' }
  if (fee.state !== 'payable') return { ok: false, reason: 'not-payable' }
  if (!online) return { ok: false, reason: 'off' }
  const page = `${input.siteUrl}${deliveryPagePath(fee.token)}`
  const label = jobFeeLabels[fee.kind]
  const outcome = await writeToStripe(
    db,
    online.stripe,
    {
      kind: 'charge',
      method: 'card_online',
      amountCents: fee.cents,
      subject: { type: 'delivery_job', id: fee.job_id },
      purpose: 'delivery',
      actor: 'renter',
      note: label,
    },
    (ledgerId) =>
      checkoutPayment(ledgerId, {
        amountCents: fee.cents,
        currency: 'usd',
        description: `${label} fee (${formatCents(fee.cents)})`,
        successUrl: `${page}?paid=1`,
        cancelUrl: page,
        email: fee.email,
      }),
    now,
  )
  const session = outcome.answer?.object === 'checkout.session' ? outcome.answer : undefined
  if (!session?.url) return { ok: false, reason: 'stripe' }
  await withTransaction(db, (trx) =>
    trx
      .updateTable('delivery_fees')
      .set({ checkout_payment_id: outcome.row.id })
      .where('id', '=', fee.id)
      .execute(),
  )
  return { ok: true, url: session.url }
}

/** `checkout.session.completed` (app/payment-handlers.ts): the fee whose Checkout the event paid. */
export async function deliveryFeeCheckoutCompleted(context: PaymentEventContext): Promise<void> {
  if (context.event.type !== 'checkout.session.completed') return
  const ledgerId = context.event.data.object.metadata?.ledger_id
  const payment = ledgerId ? await paymentById(context.trx, ledgerId) : undefined
  if (!payment || payment.subject_type !== 'delivery_job' || payment.purpose !== 'delivery') return
  if (payment.kind !== 'charge' || payment.status !== 'succeeded') return
  const fee = await context.trx
    .selectFrom('delivery_fees')
    .select(['id', 'job_id', 'kind', 'cents'])
    .where('job_id', '=', payment.subject_id)
    .where('checkout_payment_id', '=', payment.id)
    .executeTakeFirst()
  if (fee) await claimFee(context.trx, fee, payment, context.now, null)
}

export type FeeDeskResult = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string }

const notPayable = {
  ok: false,
  status: 409,
  error:
    'That fee is not owed any more (charged, paid or waived), or its card charge is under way.',
} as const

/** Staff record a payable fee paid at the desk, once: its ledger row, the fee, its history, audited. */
export async function recordFeePaidAtDesk(
  db: DB,
  feeId: string,
  method: 'cash' | 'check' | 'card_desk',
  who: { actor: Actor; now: Date },
): Promise<FeeDeskResult> {
  const fee = await payableFee(db, { feeId })
  if (!fee) return { ok: false, status: 404, error: 'There is no such fee.' }
  if (fee.state !== 'payable') return notPayable
  const { actor, now } = who
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const row = await addDeskEntry(
      trx,
      {
        kind: 'desk_payment',
        method,
        amountCents: fee.cents,
        subject: { type: 'delivery_job', id: fee.job_id },
        purpose: 'delivery',
        key: `delivery-fee-desk-${fee.id}`,
        note: jobFeeLabels[fee.kind],
      },
      { userId: actor.id },
      now,
    )
    // a second click: the key's row is there, or the fee was settled meanwhile
    if (!row || !(await claimFee(trx, fee, row, now, actor))) {
      if (row) throw new FeeChanged()
      return notPayable
    }
    return audited({ ok: true } as const, {
      action: 'delivery.fee-paid',
      entity: 'delivery_job',
      entityId: fee.job_id,
      before: { fee: fee.kind, status: 'due' },
      after: { fee: fee.kind, status: 'paid', method, cents: fee.cents, payment: row.id },
    })
  }).catch((error: unknown) => {
    if (error instanceof FeeChanged) return notPayable
    throw error
  })
}

/** Thrown to roll a desk payment's ledger row back when the fee was settled meanwhile. */
class FeeChanged extends Error {}

/** The owner waives a payable fee, with a reason, once; audited and in the job's history. */
export async function waiveFee(
  db: DB,
  feeId: string,
  reason: string,
  who: { actor: Actor; now: Date },
): Promise<FeeDeskResult> {
  const why = reason.trim().slice(0, 500)
  if (why === '') return { ok: false, status: 400, error: 'Say why the fee is waived.' }
  const fee = await payableFee(db, { feeId })
  if (!fee) return { ok: false, status: 404, error: 'There is no such fee.' }
  if (fee.state !== 'payable') return notPayable
  const { actor, now } = who
  const at = now.toISOString()
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const waived = changedRow(
      await trx
        .updateTable('delivery_fees')
        .set({ status: 'waived', waive_reason: why, settled_at: at, updated_at: at })
        .where('id', '=', fee.id)
        .where('status', '=', 'due')
        .where((eb) =>
          eb.or([eb('charge_payment_id', 'is', null), eb('charge_failed_at', 'is not', null)]),
        )
        .executeTakeFirst(),
    )
    if (!waived) return notPayable
    await recordDeliveryEvent(trx, {
      jobId: fee.job_id,
      kind: 'fee_waived',
      actor,
      at,
      detail: { fee: fee.kind, cents: fee.cents, reason: why },
    })
    return audited({ ok: true } as const, {
      action: 'delivery.fee-waived',
      entity: 'delivery_job',
      entityId: fee.job_id,
      before: { fee: fee.kind, status: 'due' },
      after: { fee: fee.kind, status: 'waived', reason: why },
    })
  })
}
