import { formatCents, formatPrice } from '#app/kernel/format.ts'
import { formatSalesTaxRate } from '#app/payments/sales-tax.ts'

import { type DepositOnLedger, stillDueCents } from './deposit-ledger.ts'
import { depositMethodLabels } from './rental-desk-form.ts'
import type { FinalStatement } from './rental-fees.ts'

/** One row of the final statement: what, and its amount in words ("$50"). */
export type StatementRow = {
  label: string
  amount: string
  kind: 'quoted' | 'charge' | 'deposit' | 'total'
}

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`

/** The card a deposit is held on, in words: "card •••• 4242". */
export const cardWords = (last4: string | null) => (last4 ? `card •••• ${last4}` : 'the card')

/**
 * The rows of a deposit held on the card, from the ledger: the charges'
 * tax, what was taken from the hold, let go, charged beyond it, and what is
 * still due.
 */
function onlineDepositRows(
  online: NonNullable<FinalStatement['online']>,
  ledger: DepositOnLedger,
): StatementRow[] {
  const rows: StatementRow[] = [
    {
      label: `Sales tax (${formatSalesTaxRate(online.taxBasisPoints)}) on the charges`,
      amount: formatCents(online.taxCents),
      kind: 'charge',
    },
    { label: 'Charges with tax', amount: formatCents(online.owedCents), kind: 'total' },
    {
      label: `Deposit held on ${cardWords(online.last4)}`,
      amount: formatCents(ledger.heldCents),
      kind: 'deposit',
    },
    {
      label: 'Taken from the deposit for the charges',
      amount: formatCents(ledger.takenCents),
      kind: 'deposit',
    },
    {
      label: 'Deposit released to the card',
      amount: formatCents(ledger.releasedCents),
      kind: 'deposit',
    },
  ]
  if (ledger.feesChargedCents > 0 || online.owedCents > ledger.heldCents) {
    rows.push({
      label: 'Charged to the card beyond the deposit',
      amount: formatCents(ledger.feesChargedCents),
      kind: 'deposit',
    })
  }
  if (ledger.waitingCents > 0) {
    rows.push({
      label: 'Sent to the card, waiting for the bank',
      amount: formatCents(ledger.waitingCents),
      kind: 'deposit',
    })
  }
  rows.push({
    label: ledger.linkSent ? 'Balance still due (payment link sent)' : 'Balance still due',
    amount: formatCents(stillDueCents(online.owedCents, ledger)),
    kind: 'total',
  })
  return rows
}

/**
 * The final statement's rows, as the staff page, its print and the renter's
 * e-mail show them: the rental as quoted (paid at handover), each charge at
 * the return, the deposit taken, applied and given back, and the balance. A
 * deposit held on the card is read from the ledger (`ledger`).
 */
export function statementRows(statement: FinalStatement, ledger?: DepositOnLedger): StatementRow[] {
  const { late, deposit } = statement
  const charges: StatementRow[] = [
    ...statement.quoted.map((line) => ({
      label: `${line.label} (${line.detail}), paid at handover`,
      amount: formatPrice(line.amount),
      kind: 'quoted' as const,
    })),
    {
      label:
        late.hours === 0
          ? 'Late return: back on time'
          : `Late return: ${hours(late.hours)} started after the agreed end`,
      amount: formatPrice(late.amount),
      kind: 'charge',
    },
    ...statement.fees.map((fee) => ({
      label: fee.note ? `${fee.label}: ${fee.note}` : fee.label,
      amount: formatPrice(fee.amount),
      kind: 'charge' as const,
    })),
    { label: 'Charges at the return', amount: formatPrice(statement.charges), kind: 'total' },
  ]
  if (statement.online && ledger)
    return [...charges, ...onlineDepositRows(statement.online, ledger)]
  return [
    ...charges,
    {
      label: `Deposit taken (${depositMethodLabels[deposit.method].toLowerCase()})`,
      amount: formatPrice(deposit.taken),
      kind: 'deposit',
    },
    {
      label: 'Deposit applied to the charges',
      amount: formatPrice(deposit.applied),
      kind: 'deposit',
    },
    { label: 'Deposit given back', amount: formatPrice(deposit.returned), kind: 'deposit' },
    { label: 'Balance still due', amount: formatPrice(statement.balance), kind: 'total' },
  ]
}
