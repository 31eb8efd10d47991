import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'

import { direction, kindLabels, methodLabels, purposeLabels, statusLabels } from './ledger'

/** How any list of the ledger shows a movement: when, what, what for, how, how much (money back signed), and its state. */
export function ledgerCells(row: PaymentRow) {
  return {
    id: row.id,
    at: row.created_at,
    when: dealerTime(row.created_at),
    kind: kindLabels[row.kind],
    purpose: purposeLabels[row.purpose],
    method: methodLabels[row.method],
    amount: `${direction(row.kind) < 0 ? '−' : ''}${formatCents(row.amount_cents)}`,
    status: statusLabels[row.status],
    failure: row.failure,
  }
}
