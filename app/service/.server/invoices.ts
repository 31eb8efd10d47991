import { randomUUID } from 'node:crypto'

import type Stripe from 'stripe'

import type { ChangeResult } from '#app/kernel/.server/action-result.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow, ServiceInvoiceRow, ServiceJobRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { addDeskEntry } from '#app/payments/.server/desk-entries.ts'
import { paymentById, settlePayment } from '#app/payments/.server/ledger-rows.ts'
import type { PaymentEventContext } from '#app/payments/.server/payment-handlers.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import { sessionSettlement } from '#app/payments/.server/settlement.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { checkoutPayment, refundPayment } from '#app/payments/.server/stripe-writes.ts'
import { resendPending, writeAheadOnce, writeToStripe } from '#app/payments/.server/write-ahead.ts'
import { estimateTotals } from '#app/service/service-estimate.ts'
import { jobPagePath } from '#app/service/service-paths.ts'

import { recordJobEvent } from './job-history'
import { invoiceMail, receiptMail } from './service-mail'

/*
 * A job's invoice (record 071): issued when the cart is ready, for the
 * approved estimate's total (nothing when no estimate was approved: the
 * cart goes back unrepaired), and paid once, online through Stripe Checkout
 * or at the desk. Paid once is one guarded UPDATE (`where paid_at is null`)
 * in the transaction that writes the payment's ledger row or reads it
 * settled: of any number of payments racing, one pays the invoice; a card
 * payment that lost (two Checkout pages paid, or the desk first) is refunded
 * in the same transaction.
 */

export const invoiceOf = (db: DB, jobId: string) =>
  db.selectFrom('service_invoices').selectAll().where('job_id', '=', jobId).executeTakeFirst()

/** Issues (or, while unpaid, issues again) the job's invoice and e-mails it; in the caller's transaction. */
export async function issueInvoice(
  trx: DB,
  job: ServiceJobRow,
  siteUrl: string,
  now: Date,
): Promise<ServiceInvoiceRow | undefined> {
  const approved = await trx
    .selectFrom('service_estimates')
    .selectAll()
    .where('job_id', '=', job.id)
    .where('status', '=', 'approved')
    .orderBy('version', 'desc')
    .executeTakeFirst()
  // no approved estimate (declined, or nothing to repair): the visit's fee alone, taxed as with a repair
  const visitOnly = approved
    ? undefined
    : estimateTotals({
        lines: [],
        labourRateCents: 0,
        feeCents: job.fee_cents,
        taxBasisPoints: await readSetting(trx, salesTaxRate),
      })
  const amounts = {
    estimate_id: approved?.id ?? null,
    subtotal_cents: approved?.subtotal_cents ?? visitOnly?.subtotalCents ?? 0,
    tax_cents: approved?.tax_cents ?? visitOnly?.taxCents ?? 0,
    total_cents: approved?.total_cents ?? visitOnly?.totalCents ?? 0,
    issued_at: now.toISOString(),
  }
  await trx
    .insertInto('service_invoices')
    .values({ id: randomUUID(), job_id: job.id, ...amounts, paid_at: null, payment_id: null })
    .onConflict((oc) =>
      oc.column('job_id').doUpdateSet(amounts).where('service_invoices.paid_at', 'is', null),
    )
    .execute()
  const invoice = await invoiceOf(trx, job.id)
  if (invoice && !invoice.paid_at)
    await queueWrittenMail(
      trx,
      invoiceMail(job, { totalCents: invoice.total_cents }, siteUrl),
      now,
      'renter',
    )
  return invoice
}

/** Claims the unpaid invoice for one payment: the one statement that makes it paid once. */
async function claimInvoice(trx: DB, jobId: string, paymentId: string, now: Date) {
  const claimed = await trx
    .updateTable('service_invoices')
    .set({ paid_at: now.toISOString(), payment_id: paymentId })
    .where('job_id', '=', jobId)
    .where('paid_at', 'is', null)
    .where('total_cents', '>', 0)
    .executeTakeFirst()
  return changedRow(claimed)
}

const jobOf = (db: DB, id: string) =>
  db.selectFrom('service_jobs').selectAll().where('id', '=', id).executeTakeFirst()

export const deskMethods = ['cash', 'check', 'card_desk'] as const
export type DeskMethod = (typeof deskMethods)[number]

/** Staff record the invoice paid in person, for its whole amount; audited; once. */
export function payInvoiceAtDesk(
  db: DB,
  jobId: string,
  method: DeskMethod,
  who: { actor: Actor; siteUrl: string; now?: Date },
): Promise<ChangeResult> {
  const now = who.now ?? new Date()
  return auditedChange(db, { actor: who.actor, ip: who.actor.ip, now }, async (trx) => {
    const job = await jobOf(trx, jobId)
    const invoice = await invoiceOf(trx, jobId)
    if (!job) return { ok: false, reason: 'not-found' } as const
    if (!invoice)
      return {
        ok: false,
        reason: 'invalid',
        message: 'There is no invoice yet: mark the job ready first.',
      } as const
    if (invoice.total_cents === 0)
      return {
        ok: false,
        reason: 'invalid',
        message: 'The invoice is for nothing: there is nothing to record.',
      } as const
    const ledgerId = randomUUID()
    if (!(await claimInvoice(trx, jobId, ledgerId, now))) {
      const paidAt = (await invoiceOf(trx, jobId))?.paid_at
      return {
        ok: false,
        reason: 'conflict',
        message: `The invoice is paid already${paidAt ? ` (${readableTime(new Date(paidAt))})` : ''}: nothing was recorded.`,
      } as const
    }
    const row = await addDeskEntry(
      trx,
      {
        kind: 'desk_payment',
        method,
        amountCents: invoice.total_cents,
        subject: { type: 'service_job', id: jobId },
        purpose: 'service',
        key: `service-invoice-${invoice.id}`,
        note: 'Service invoice',
      },
      { userId: who.actor.id },
      now,
    )
    if (!row) throw new Error(`The invoice ${invoice.id} has a desk payment already.`)
    await trx
      .updateTable('service_invoices')
      .set({ payment_id: row.id })
      .where('id', '=', invoice.id)
      .execute()
    await recordJobEvent(trx, {
      jobId,
      kind: 'paid',
      actor: who.actor,
      at: now.toISOString(),
      detail: { amountCents: row.amount_cents, method },
    })
    await queueWrittenMail(
      trx,
      receiptMail(job, { amountCents: row.amount_cents, online: false }, who.siteUrl),
      now,
      'renter',
    )
    return audited({ ok: true } as const, {
      action: 'service-invoice.paid-at-desk',
      entity: 'service_job',
      entityId: jobId,
      after: { amountCents: row.amount_cents, method, payment: row.id },
    })
  })
}

export type StartPayment =
  | { ok: true; url: string }
  | { ok: false; reason: 'not-found' | 'off' | 'nothing-due' | 'paid' | 'stripe' }

/** The customer pays the invoice on Stripe's page: the amount is the invoice's, never the form's. */
export async function startInvoiceCheckout(
  db: DB,
  online: OnlinePayments | undefined,
  input: { token: string; siteUrl: string; now?: Date },
): Promise<StartPayment> {
  const now = input.now ?? new Date()
  const job = await db
    .selectFrom('service_jobs')
    .selectAll()
    .where('token', '=', input.token)
    .executeTakeFirst()
  if (!job) return { ok: false, reason: 'not-found' }
  const invoice = await invoiceOf(db, job.id)
  if (!invoice || invoice.total_cents === 0) return { ok: false, reason: 'nothing-due' }
  if (invoice.paid_at) return { ok: false, reason: 'paid' }
  if (!online) return { ok: false, reason: 'off' }
  const page = `${input.siteUrl}${jobPagePath(job.token)}`
  const outcome = await writeToStripe(
    db,
    online.stripe,
    {
      kind: 'charge',
      method: 'card_online',
      amountCents: invoice.total_cents,
      subject: { type: 'service_job', id: job.id },
      purpose: 'service',
      actor: 'renter',
      note: 'Service invoice',
    },
    (ledgerId) =>
      checkoutPayment(ledgerId, {
        amountCents: invoice.total_cents,
        currency: 'usd',
        description: `Service of your ${job.cart_brand} ${job.cart_model} (${formatCents(invoice.total_cents)} with tax)`,
        successUrl: `${page}/invoice?paid=1`,
        cancelUrl: page,
        email: job.email,
      }),
    now,
  )
  const session = outcome.answer?.object === 'checkout.session' ? outcome.answer : undefined
  if (!session?.url) return { ok: false, reason: 'stripe' }
  return { ok: true, url: session.url }
}

export type InvoicePaidOutcome =
  { outcome: 'paid' } | { outcome: 'refunded'; refund: PaymentRow } | { outcome: 'unchanged' }

/**
 * A card payment of an invoice has succeeded: the one function the webhook
 * and the customer's return both call, in their transaction. The first
 * payment to claim the invoice pays it; any other card payment of it is
 * refunded (its refund written ahead here, sent after the commit).
 */
export async function invoicePaid(
  trx: DB,
  payment: PaymentRow,
  siteUrl: string,
  now: Date,
): Promise<InvoicePaidOutcome> {
  if (payment.subject_type !== 'service_job' || payment.purpose !== 'service')
    return { outcome: 'unchanged' }
  if (payment.kind !== 'charge' || payment.status !== 'succeeded') return { outcome: 'unchanged' }
  const invoice = await invoiceOf(trx, payment.subject_id)
  const job = await jobOf(trx, payment.subject_id)
  if (!invoice || !job || invoice.payment_id === payment.id) return { outcome: 'unchanged' }
  if (await claimInvoice(trx, job.id, payment.id, now)) {
    await recordJobEvent(trx, {
      jobId: job.id,
      kind: 'paid',
      actor: null,
      at: now.toISOString(),
      detail: { amountCents: payment.amount_cents, method: 'card_online' },
    })
    await queueWrittenMail(
      trx,
      receiptMail(job, { amountCents: payment.amount_cents, online: true }, siteUrl),
      now,
      'renter',
    )
    return { outcome: 'paid' }
  }
  const intent = payment.stripe_payment_intent_id
  if (!intent) return { outcome: 'unchanged' }
  // keyed by the payment it gives back: a second event or return writes none
  const refund = await writeAheadOnce(
    trx,
    {
      kind: 'refund',
      method: 'card_online',
      amountCents: payment.amount_cents,
      currency: payment.currency,
      subject: { type: 'service_job', id: job.id },
      purpose: 'service',
      actor: 'job',
      note: 'Paid after the invoice was paid: refunded at once.',
    },
    `service-refund-${payment.id}`,
    (id) => refundPayment(id, intent, payment.amount_cents),
    now,
  )
  if (!refund) return { outcome: 'unchanged' }
  await recordJobEvent(trx, {
    jobId: job.id,
    kind: 'refunded',
    actor: null,
    at: now.toISOString(),
    detail: { amountCents: payment.amount_cents, reason: 'The invoice was paid already.' },
  })
  return { outcome: 'refunded', refund }
}

/** The ledger row a Checkout Session names. */
async function sessionPayment(trx: DB, session: Stripe.Checkout.Session) {
  const byLedger = session.metadata?.ledger_id
  if (byLedger) return paymentById(trx, byLedger)
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('stripe_checkout_session_id', '=', session.id)
    .executeTakeFirst()
}

/** `checkout.session.completed` (app/payment-handlers.ts): the invoice paid by the row the ledger settled. */
export function serviceInvoiceCheckoutCompleted(settings: { SITE_URL: string }) {
  return async (context: PaymentEventContext): Promise<void> => {
    if (context.event.type !== 'checkout.session.completed') return
    const payment = await sessionPayment(context.trx, context.event.data.object)
    if (payment) await invoicePaid(context.trx, payment, settings.SITE_URL, context.now)
  }
}

/**
 * The customer back from Stripe's page: each open Checkout of the job's
 * invoice is read from Stripe (the address alone proves nothing), its row
 * settled and the invoice decided by invoicePaid, as the webhook would; a
 * refund due is sent after the commit.
 */
export async function returnFromInvoiceCheckout(
  db: DB,
  online: OnlinePayments | undefined,
  input: { token: string; siteUrl: string; now?: Date },
): Promise<ServiceJobRow | undefined> {
  const now = input.now ?? new Date()
  const job = await db
    .selectFrom('service_jobs')
    .selectAll()
    .where('token', '=', input.token)
    .executeTakeFirst()
  if (!job || !online) return job
  const open = await db
    .selectFrom('payments')
    .selectAll()
    .where('subject_type', '=', 'service_job')
    .where('subject_id', '=', job.id)
    .where('purpose', '=', 'service')
    .where('kind', '=', 'charge')
    .where('status', 'in', ['pending', 'succeeded'])
    .where('stripe_checkout_session_id', 'is not', null)
    .execute()
  for (const row of open) {
    const sessionId = row.stripe_checkout_session_id
    if (!sessionId) continue
    const settled =
      row.status === 'pending'
        ? sessionSettlement(
            row.kind,
            await online.stripe.checkout.sessions.retrieve(sessionId, {
              expand: ['payment_intent'],
            }),
          )
        : undefined
    await withTransaction(db, async (trx) => {
      if (settled) await settlePayment(trx, row.id, settled, now)
      const current = await paymentById(trx, row.id)
      if (current) await invoicePaid(trx, current, input.siteUrl, now)
    })
  }
  // a refund written here or by Stripe's event goes out now rather than at the next pending check
  const refunds = await db
    .selectFrom('payments')
    .selectAll()
    .where('subject_type', '=', 'service_job')
    .where('subject_id', '=', job.id)
    .where('kind', '=', 'refund')
    .where('status', '=', 'pending')
    .execute()
  for (const refund of refunds) await resendPending(db, online.stripe, refund, now)
  return job
}
