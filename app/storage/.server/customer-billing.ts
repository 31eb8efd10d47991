import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StorageContractRow } from '#app/kernel/.server/db/schema.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'

import { monthlyInvoice, monthOf, nextMonth } from '../monthly-invoice'
import { type ContractInvoice, contractInvoices } from './contract-page'
import { contractCard } from './saved-cards'

export type CustomerBilling = {
  token: string
  plan: 'monthly' | 'winter' | 'summer'
  invoices: ContractInvoice[]
  /** each payment, on the dealer's calendar day it was made */
  payments: { id: string; day: string; amountCents: number; note: string | null }[]
  /** the next charge to the saved card; undefined when none is coming */
  nextCharge?: { day: string; amountCents: number; card: boolean }
  /** notice can be given (active monthly storage without notice) */
  canGiveNotice: boolean
  endDay: string | null
}

/**
 * What the customer's contract page shows of billing (record 076): the
 * invoices, the payments made, the next charge to the saved card, and
 * whether notice can still be given.
 */
export async function customerBilling(
  db: DB,
  contract: StorageContractRow,
  now: Date,
): Promise<CustomerBilling> {
  const [invoices, payments, card] = await Promise.all([
    contractInvoices(db, contract.id),
    db
      .selectFrom('payments')
      .select(['id', 'settled_at', 'amount_cents', 'note'])
      .where('subject_type', '=', 'storage_contract')
      .where('subject_id', '=', contract.id)
      .where('kind', 'in', ['charge', 'capture', 'desk_payment'])
      .where('status', '=', 'succeeded')
      .orderBy('settled_at', 'desc')
      .execute(),
    contractCard(db, contract.id),
  ])
  const monthly = contract.plan === 'monthly' && contract.status === 'active'
  let nextCharge: CustomerBilling['nextCharge']
  if (monthly) {
    const today = calendarDay(now, business.timeZone)
    // not started yet: the first month, due on the first day; else the next 1st
    const month =
      contract.start_day > today ? monthOf(contract.start_day) : nextMonth(monthOf(today))
    const next = monthlyInvoice(
      {
        kind: contract.kind,
        startDay: contract.start_day,
        endDay: contract.end_day,
        rateCents: contract.price_cents,
        maintenanceCents: contract.maintenance_cents,
        pickupFeeCents: contract.pickup_fee_cents,
        taxBasisPoints: await readSetting(db, salesTaxRate),
      },
      month,
    )
    if (next)
      nextCharge = { day: next.dueDay, amountCents: next.totalCents, card: card !== undefined }
  }
  return {
    token: contract.token,
    plan: contract.plan,
    invoices,
    payments: payments.map((row) => ({
      id: row.id,
      day: calendarDay(new Date(row.settled_at ?? now), business.timeZone),
      amountCents: row.amount_cents,
      note: row.note,
    })),
    nextCharge,
    canGiveNotice: monthly && contract.notice_given_at === null,
    endDay: contract.end_day,
  }
}
