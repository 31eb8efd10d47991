import type { ChangeResult } from '#app/kernel/.server/action-result.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { monthYearText } from '#app/kernel/dealer-clock.ts'
import { addDeskEntry } from '#app/payments/.server/desk-entries.ts'

import { claimInvoice } from './invoices'

export const deskMethods = ['cash', 'check', 'card_desk'] as const
export type DeskMethod = (typeof deskMethods)[number]

/**
 * Staff record an unpaid invoice paid in person, for its whole amount as it
 * stands (late fee included): its ledger row and the invoice's claim in one
 * audited transaction, once.
 */
export function payInvoiceAtDesk(
  db: DB,
  input: { contractId: string; invoiceId: string; method: DeskMethod; actor: Actor; now?: Date },
): Promise<ChangeResult> {
  const now = input.now ?? new Date()
  const { actor } = input
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const invoice = await trx
      .selectFrom('storage_invoices')
      .selectAll()
      .where('id', '=', input.invoiceId)
      .where('contract_id', '=', input.contractId)
      .executeTakeFirst()
    if (!invoice) return { ok: false, reason: 'not-found' } as const
    const paidAlready = {
      ok: false,
      reason: 'conflict',
      message: `The invoice for ${monthYearText(invoice.month)} is paid already: nothing was recorded.`,
    } as const
    if (invoice.paid_at) return paidAlready
    // the claim first: of a desk entry and an online payment racing, one pays the invoice
    const claim = {
      id: `desk-${invoice.id}`,
      amount_cents: invoice.total_cents,
      method: input.method,
    }
    if (!(await claimInvoice(trx, invoice, claim, now, actor))) return paidAlready
    const row = await addDeskEntry(
      trx,
      {
        kind: 'desk_payment',
        method: input.method,
        amountCents: invoice.total_cents,
        subject: { type: 'storage_contract', id: input.contractId },
        purpose: 'storage',
        key: `storage-invoice-desk-${invoice.id}`,
        note: `Storage, ${monthYearText(invoice.month)}`,
      },
      { userId: actor.id },
      now,
    )
    if (!row) throw new Error(`The storage invoice ${invoice.id} has a desk payment already.`)
    await trx
      .updateTable('storage_invoices')
      .set({ payment_id: row.id })
      .where('id', '=', invoice.id)
      .execute()
    return audited({ ok: true } as const, {
      action: 'storage-invoice.paid-at-desk',
      entity: 'storage_contract',
      entityId: input.contractId,
      after: { month: invoice.month, amountCents: row.amount_cents, method: input.method },
    })
  })
}
