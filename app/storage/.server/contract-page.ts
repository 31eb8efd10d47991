import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'

import type { StorageInvoiceLine } from '../monthly-invoice'
import { invoicesOf } from './invoices'
import { contractCard } from './saved-cards'

/** A line of a contract's history as its pages show it. */
export type ContractHistoryLine = {
  id: string
  at: string
  kind: string
  actor: string | null
  detail: Record<string, unknown> | null
}

export type ContractInvoice = {
  id: string
  month: string
  dueDay: string
  lines: StorageInvoiceLine[]
  taxCents: number
  lateFeeCents: number
  totalCents: number
  paidAt: string | null
  /** the dealer's calendar day it was paid */
  paidDay: string | null
  chargeFailed: boolean
}

/** A contract's invoices, newest month first, for its staff page and the customer's. */
export async function contractInvoices(db: DB, contractId: string): Promise<ContractInvoice[]> {
  const rows = await invoicesOf(db, contractId)
  return rows.reverse().map((row) => ({
    id: row.id,
    month: row.month,
    dueDay: row.due_day,
    lines: JSON.parse(row.lines) as StorageInvoiceLine[],
    taxCents: row.tax_cents,
    lateFeeCents: row.late_fee_cents,
    totalCents: row.total_cents,
    paidAt: row.paid_at,
    paidDay: row.paid_at ? calendarDay(new Date(row.paid_at), business.timeZone) : null,
    chargeFailed: row.charge_failed_at !== null,
  }))
}

/** A contract's staff page: the contract, its invoices, whether a card is saved, its history. */
export async function staffContractPage(db: DB, contractId: string) {
  const contract = await db
    .selectFrom('storage_contracts')
    .selectAll()
    .where('id', '=', contractId)
    .executeTakeFirst()
  if (!contract) return undefined
  const [invoices, card, events] = await Promise.all([
    contractInvoices(db, contractId),
    contractCard(db, contractId),
    db
      .selectFrom('storage_contract_events')
      .selectAll()
      .where('contract_id', '=', contractId)
      .orderBy('at', 'desc')
      .orderBy('id')
      .limit(500)
      .execute(),
  ])
  const history: ContractHistoryLine[] = events.map((event) => ({
    id: event.id,
    at: event.at,
    kind: event.kind,
    actor: event.actor_email,
    detail: event.detail ? (JSON.parse(event.detail) as Record<string, unknown>) : null,
  }))
  return { contract, invoices, cardSaved: card !== undefined, history }
}
