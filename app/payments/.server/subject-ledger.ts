import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { type PaymentSubject } from '#app/payments/ledger.ts'
import { ledgerCells } from '#app/payments/ledger-cells.ts'
import { type LedgerTotals, ledgerTotals } from '#app/payments/ledger-totals.ts'

/** One movement as staff read it on the page of what it belongs to. */
export type LedgerLine = {
  id: string
  at: string
  when: string
  kind: string
  purpose: string
  method: string
  /** signed: money given back shows a minus */
  amount: string
  status: string
  failure: string | null
  by: string
  note: string | null
  /** the ids to search for in Stripe's dashboard */
  stripeIds: string[]
}

/** A subject's ledger for its staff page, and a new key for the desk-entry form shown under it. */
export type SubjectLedger = { lines: LedgerLine[]; totals: LedgerTotals; formKey: string }

const actorNames = { renter: 'Renter online', job: 'Scheduler', stripe: 'Stripe' } as const

function lineOf(row: PaymentRow & { staff_name: string | null }): LedgerLine {
  return {
    ...ledgerCells(row),
    by: row.actor === 'staff' ? (row.staff_name ?? 'Staff') : actorNames[row.actor],
    note: row.note,
    stripeIds: [
      row.stripe_payment_intent_id,
      row.stripe_charge_id,
      row.stripe_refund_id,
      row.stripe_checkout_session_id,
    ].filter((id): id is string => id !== null),
  }
}

/** Every movement of a reservation or cart, oldest first, with who made it and the totals. */
export async function subjectLedger(
  db: DB,
  subject: { type: PaymentSubject; id: string },
): Promise<SubjectLedger> {
  const rows = await db
    .selectFrom('payments')
    .leftJoin('staff_users', 'staff_users.id', 'payments.actor_user_id')
    .selectAll('payments')
    .select('staff_users.name as staff_name')
    .where('payments.subject_type', '=', subject.type)
    .where('payments.subject_id', '=', subject.id)
    .orderBy('payments.created_at')
    .orderBy('payments.id')
    .execute()
  return { lines: rows.map(lineOf), totals: ledgerTotals(rows), formKey: randomUUID() }
}
