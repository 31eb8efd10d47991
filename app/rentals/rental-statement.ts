import { formatPrice } from '#app/kernel/format.ts'

import { depositMethodLabels } from './rental-desk-form.ts'
import type { FinalStatement } from './rental-fees.ts'

/** One row of the final statement: what, and its amount in words ("$50"). */
export type StatementRow = {
  label: string
  amount: string
  kind: 'quoted' | 'charge' | 'deposit' | 'total'
}

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`

/**
 * The final statement's rows, as the staff page, its print and the renter's
 * e-mail show them: the rental as quoted (paid at handover), each charge at
 * the return, the deposit taken, applied and given back, and the balance.
 */
export function statementRows(statement: FinalStatement): StatementRow[] {
  const { late, deposit } = statement
  return [
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
