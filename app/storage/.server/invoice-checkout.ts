import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { monthYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { paymentById } from '#app/payments/.server/ledger-rows.ts'
import type { PaymentEventContext } from '#app/payments/.server/payment-handlers.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { checkoutPayment } from '#app/payments/.server/stripe-writes.ts'
import { writeToStripe } from '#app/payments/.server/write-ahead.ts'

import { contractPagePath } from '../storage-paths'
import { claimInvoice } from './invoices'

/*
 * An unpaid storage invoice paid on Stripe's page (record 076): the link
 * e-mailed when the saved card is refused leads to the contract's page,
 * whose Pay button opens a Checkout for the invoice's amount as it stands
 * (late fee included), never the form's. The Checkout's success pays the
 * invoice once (claimInvoice's guarded update), from Stripe's event.
 */

export type StartInvoicePayment =
  { ok: true; url: string } | { ok: false; reason: 'not-found' | 'paid' | 'off' | 'stripe' }

export async function startInvoiceCheckout(
  db: DB,
  online: OnlinePayments | undefined,
  input: { token: string; invoiceId: string; siteUrl: string; now?: Date },
): Promise<StartInvoicePayment> {
  const now = input.now ?? new Date()
  const found = await db
    .selectFrom('storage_invoices as i')
    .innerJoin('storage_contracts as c', 'c.id', 'i.contract_id')
    .selectAll('i')
    .select(['c.token', 'c.email', 'c.cart_brand', 'c.cart_model'])
    .where('c.token', '=', input.token)
    .where('i.id', '=', input.invoiceId)
    .executeTakeFirst()
  if (!found) return { ok: false, reason: 'not-found' }
  if (found.paid_at) return { ok: false, reason: 'paid' }
  if (!online) return { ok: false, reason: 'off' }
  const page = `${input.siteUrl}${contractPagePath(found.token)}`
  const month = monthYearText(found.month)
  const outcome = await writeToStripe(
    db,
    online.stripe,
    {
      kind: 'charge',
      method: 'card_online',
      amountCents: found.total_cents,
      subject: { type: 'storage_contract', id: found.contract_id },
      purpose: 'storage',
      actor: 'renter',
      note: `Storage, ${month}`,
    },
    (ledgerId) =>
      checkoutPayment(ledgerId, {
        amountCents: found.total_cents,
        currency: 'usd',
        description: `Storage of your ${found.cart_brand} ${found.cart_model}, ${month} (${formatCents(found.total_cents)})`,
        successUrl: `${page}?paid=${encodeURIComponent(found.month)}`,
        cancelUrl: page,
        email: found.email,
      }),
    now,
  )
  const session = outcome.answer?.object === 'checkout.session' ? outcome.answer : undefined
  if (!session?.url) return { ok: false, reason: 'stripe' }
  await withTransaction(db, (trx) =>
    trx
      .updateTable('storage_invoices')
      .set({ checkout_payment_id: outcome.row.id })
      .where('id', '=', found.id)
      .execute(),
  )
  return { ok: true, url: session.url }
}

/** `checkout.session.completed` (app/payment-handlers.ts): the invoice whose Checkout the event paid. */
export async function storageInvoiceCheckoutCompleted(context: PaymentEventContext): Promise<void> {
  if (context.event.type !== 'checkout.session.completed') return
  const ledgerId = context.event.data.object.metadata?.ledger_id
  const payment = ledgerId ? await paymentById(context.trx, ledgerId) : undefined
  if (!payment || payment.subject_type !== 'storage_contract' || payment.purpose !== 'storage')
    return
  if (payment.kind !== 'charge' || payment.status !== 'succeeded') return
  const invoice = await context.trx
    .selectFrom('storage_invoices')
    .select(['id', 'contract_id', 'month'])
    .where('contract_id', '=', payment.subject_id)
    .where('checkout_payment_id', '=', payment.id)
    .executeTakeFirst()
  if (invoice) await claimInvoice(context.trx, invoice, payment, context.now)
}
