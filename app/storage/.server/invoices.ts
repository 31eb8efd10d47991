import { randomUUID } from 'node:crypto'

import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type {
  PaymentRow,
  StorageContractRow,
  StorageInvoiceRow,
} from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { monthYearText } from '#app/kernel/dealer-clock.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { offSessionPayment } from '#app/payments/.server/stripe-writes.ts'
import { resendPending, writeAheadOnce } from '#app/payments/.server/write-ahead.ts'

import { type MonthlyInvoice, monthlyInvoice, monthsDue } from '../monthly-invoice'
import { paymentLinkMail } from './billing-mail'
import { recordContractEvent } from './contract-history'
import { contractCard } from './saved-cards'

/*
 * Monthly storage's invoices (record 076). Each month of an active monthly
 * contract is invoiced once: the insert's unique key (contract, month) lets
 * one server make it, and the charge to the saved card is written ahead in
 * the same transaction under the invoice's own key, so it exists once and is
 * sent (again, by any server) under that key. The charge's ledger row decides
 * the invoice: succeeded pays it, refused e-mails the payment link, once.
 */

export const invoicesOf = (db: DB, contractId: string) =>
  db
    .selectFrom('storage_invoices')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('month')
    .execute()

type BillingContext = {
  online: OnlinePayments | undefined
  taxBasisPoints: number
  siteUrl: string
  now: Date
  today: string
}

const termsOf = (contract: StorageContractRow, taxBasisPoints: number) => ({
  kind: contract.kind,
  startDay: contract.start_day,
  endDay: contract.end_day,
  rateCents: contract.price_cents,
  maintenanceCents: contract.maintenance_cents,
  pickupFeeCents: contract.pickup_fee_cents,
  taxBasisPoints,
})

/** Makes the contract's invoices due by today that do not exist yet; each made once, its charge written ahead. */
export async function issueContractInvoices(
  db: DB,
  contract: StorageContractRow,
  context: BillingContext,
): Promise<PaymentRow[]> {
  const made = new Set(
    (
      await db
        .selectFrom('storage_invoices')
        .select('month')
        .where('contract_id', '=', contract.id)
        .execute()
    ).map((row) => row.month),
  )
  const charges: PaymentRow[] = []
  for (const month of monthsDue(
    { startDay: contract.start_day, endDay: contract.end_day },
    context.today,
  )) {
    if (made.has(month)) continue
    const invoice = monthlyInvoice(termsOf(contract, context.taxBasisPoints), month)
    if (!invoice || invoice.dueDay > context.today) continue
    const charge = await issueInvoice(db, contract, invoice, context)
    if (charge) charges.push(charge)
  }
  return charges
}

async function issueInvoice(
  db: DB,
  contract: StorageContractRow,
  invoice: MonthlyInvoice,
  context: BillingContext,
): Promise<PaymentRow | undefined> {
  const at = context.now.toISOString()
  return withTransaction(db, async (trx) => {
    const id = randomUUID()
    const inserted = await trx
      .insertInto('storage_invoices')
      .values({
        id,
        contract_id: contract.id,
        month: invoice.month,
        first_day: invoice.firstDay,
        last_day: invoice.lastDay,
        lines: JSON.stringify(invoice.lines),
        subtotal_cents: invoice.subtotalCents,
        tax_cents: invoice.taxCents,
        late_fee_cents: 0,
        total_cents: invoice.totalCents,
        due_day: invoice.dueDay,
        issued_at: at,
        charge_payment_id: null,
        checkout_payment_id: null,
        charge_failed_at: null,
        late_fee_at: null,
        paid_at: null,
        payment_id: null,
      })
      .onConflict((oc) => oc.columns(['contract_id', 'month']).doNothing())
      .returning('id')
      .executeTakeFirst()
    // another server made this month's invoice first
    if (!inserted) return undefined
    await recordContractEvent(trx, {
      contractId: contract.id,
      kind: 'invoice',
      actor: null,
      at,
      detail: { month: invoice.month, amountCents: invoice.totalCents, due: invoice.dueDay },
    })
    const card = await contractCard(trx, contract.id)
    // the card is charged only with the customer's recorded consent
    if (!card || !context.online || invoice.totalCents === 0 || !contract.billing_consent_at)
      return undefined
    const charge = await writeAheadOnce(
      trx,
      {
        kind: 'charge',
        method: 'card_online',
        amountCents: invoice.totalCents,
        subject: { type: 'storage_contract', id: contract.id },
        purpose: 'storage',
        actor: 'job',
        note: `Storage, ${monthYearText(invoice.month)}`,
      },
      `storage-invoice-${id}`,
      (ledgerId) =>
        offSessionPayment(ledgerId, {
          amountCents: invoice.totalCents,
          currency: 'usd',
          customer: card.customer,
          paymentMethod: card.paymentMethod,
          description: `Storage of your ${contract.cart_brand} ${contract.cart_model}, ${monthYearText(invoice.month)}`,
        }),
      context.now,
    )
    if (!charge) return undefined
    await trx
      .updateTable('storage_invoices')
      .set({ charge_payment_id: charge.id })
      .where('id', '=', id)
      .execute()
    return charge
  })
}

/** Sends the charges written ahead (after their invoices committed); Stripe's answer settles each row. */
export async function sendCharges(
  db: DB,
  online: OnlinePayments | undefined,
  charges: PaymentRow[],
  now: Date,
): Promise<void> {
  if (!online) return
  for (const charge of charges) await resendPending(db, online.stripe, charge, now)
}

/** Pays the invoice once with a payment: the one guarded statement, in the caller's transaction. */
export async function claimInvoice(
  trx: DB,
  invoice: Pick<StorageInvoiceRow, 'id' | 'contract_id' | 'month'>,
  payment: Pick<PaymentRow, 'id' | 'amount_cents' | 'method'>,
  now: Date,
  actor: { id: string; email: string } | null = null,
): Promise<boolean> {
  const claimed = changedRow(
    await trx
      .updateTable('storage_invoices')
      .set({ paid_at: now.toISOString(), payment_id: payment.id })
      .where('id', '=', invoice.id)
      .where('paid_at', 'is', null)
      .executeTakeFirst(),
  )
  if (claimed)
    await recordContractEvent(trx, {
      contractId: invoice.contract_id,
      kind: 'paid',
      actor,
      at: now.toISOString(),
      detail: { month: invoice.month, amountCents: payment.amount_cents, method: payment.method },
    })
  return claimed
}

/**
 * The charges to saved cards that Stripe has answered: a succeeded one pays
 * its invoice; a refused one e-mails the payment link, once (the guarded
 * `charge_failed_at`). Counts the links e-mailed.
 */
export async function settleCharges(db: DB, context: BillingContext): Promise<number> {
  const answered = await db
    .selectFrom('storage_invoices as i')
    .innerJoin('payments as p', 'p.id', 'i.charge_payment_id')
    .selectAll('i')
    .select(['p.status as charge_status', 'p.amount_cents', 'p.method'])
    .where('i.paid_at', 'is', null)
    .where('i.charge_failed_at', 'is', null)
    .where('p.status', 'in', ['succeeded', 'failed', 'canceled'])
    .execute()
  let mailed = 0
  for (const invoice of answered) {
    await withTransaction(db, async (trx) => {
      const paymentId = invoice.charge_payment_id
      if (!paymentId) return
      if (invoice.charge_status === 'succeeded') {
        await claimInvoice(
          trx,
          invoice,
          { id: paymentId, amount_cents: invoice.amount_cents, method: invoice.method },
          context.now,
        )
        return
      }
      const failed = changedRow(
        await trx
          .updateTable('storage_invoices')
          .set({ charge_failed_at: context.now.toISOString() })
          .where('id', '=', invoice.id)
          .where('charge_failed_at', 'is', null)
          .where('paid_at', 'is', null)
          .executeTakeFirst(),
      )
      if (!failed) return
      const contract = await trx
        .selectFrom('storage_contracts')
        .selectAll()
        .where('id', '=', invoice.contract_id)
        .executeTakeFirstOrThrow()
      await recordContractEvent(trx, {
        contractId: contract.id,
        kind: 'charge_failed',
        actor: null,
        at: context.now.toISOString(),
        detail: { month: invoice.month, amountCents: invoice.total_cents },
      })
      await queueWrittenMail(
        trx,
        paymentLinkMail(
          contract,
          { month: invoice.month, totalCents: invoice.total_cents, dueDay: invoice.due_day },
          context.siteUrl,
        ),
        context.now,
        'renter',
      )
      mailed += 1
    })
  }
  return mailed
}
