import type { PaymentKind, PaymentStatus } from './ledger'

type Movement = { kind: PaymentKind; status: PaymentStatus; amount_cents: number }

/** What a subject's movements come to: money paid, a card still held, money given back. */
export type LedgerTotals = { paidCents: number; heldCents: number; givenBackCents: number }

const sum = (rows: Movement[], kinds: PaymentKind[], statuses: PaymentStatus[] = ['succeeded']) =>
  rows
    .filter((row) => kinds.includes(row.kind) && statuses.includes(row.status))
    .reduce((total, row) => total + row.amount_cents, 0)

/**
 * Counts what succeeded: paid is charges, captures and desk payments; given
 * back is refunds online and at the desk; held is what cards still hold
 * (holds less what was taken from them or let go).
 */
export function ledgerTotals(rows: Movement[]): LedgerTotals {
  return {
    paidCents: sum(rows, ['charge', 'capture', 'desk_payment']),
    heldCents: Math.max(0, sum(rows, ['authorisation']) - sum(rows, ['capture', 'release'])),
    givenBackCents: sum(rows, ['refund', 'desk_refund']),
  }
}

/** What the desk may still give back: paid, less what was given back or is on its way back. */
export function refundableCents(rows: Movement[]): number {
  const { paidCents, givenBackCents } = ledgerTotals(rows)
  return Math.max(0, paidCents - givenBackCents - sum(rows, ['refund', 'desk_refund'], ['pending']))
}
