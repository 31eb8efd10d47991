import { monthYearText } from '#app/kernel/dealer-clock.ts'
import { addDays } from '#app/kernel/zoned-time.ts'

import { type ChargeLine, chargesOf } from './storage-charges'
import { kindLabels, type StorageKind } from './storage-plans'

/*
 * A monthly contract's invoice for one calendar month (record 076): the
 * space at the agreed rate and the maintenance add-on, each prorated by the
 * days held in the month when the contract starts or ends in it (rounded to
 * the cent, half up), and the pickup fee on the first month. The space is
 * not taxed (storage of the customer's cart); the add-on and the pickup fee,
 * work done for the customer, are taxed at the owners' rate (`chargesOf`). Due on the
 * first day held: the 1st, or the start day in the first month.
 */

export type StorageInvoiceLine = ChargeLine

export type MonthlyInvoice = {
  month: string
  firstDay: string
  lastDay: string
  dueDay: string
  lines: StorageInvoiceLine[]
  subtotalCents: number
  taxCents: number
  totalCents: number
}

export type MonthlyTerms = {
  kind: StorageKind
  startDay: string
  /** the last day held; null until notice is given */
  endDay: string | null
  rateCents: number
  maintenanceCents: number
  pickupFeeCents: number
  taxBasisPoints: number
}

/** "2028-02" of "2028-02-17". */
export const monthOf = (day: string) => day.slice(0, 7)

export const firstDayOf = (month: string) => `${month}-01`

/** The month after "2028-12": "2029-01". */
export function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
}

export const lastDayOf = (month: string) => addDays(firstDayOf(nextMonth(month)), -1)

export const daysInMonth = (month: string) => Number(lastDayOf(month).slice(8))

/** A month's share of an amount for `days` of its days, half up to the cent. */
export const prorated = (cents: number, days: number, monthDays: number) =>
  days === monthDays ? cents : Math.round((cents * days) / monthDays)

/** The months a contract is billed for up to `today` (each due by then), oldest first. */
export function monthsDue(terms: Pick<MonthlyTerms, 'startDay' | 'endDay'>, today: string) {
  const months: string[] = []
  const last = terms.endDay && terms.endDay < today ? terms.endDay : today
  for (let month = monthOf(terms.startDay); month <= monthOf(last); month = nextMonth(month))
    months.push(month)
  return months
}

/** The invoice for one month, or undefined when the contract holds no day of it. */
export function monthlyInvoice(terms: MonthlyTerms, month: string): MonthlyInvoice | undefined {
  const firstDay = terms.startDay > firstDayOf(month) ? terms.startDay : firstDayOf(month)
  const lastDay = terms.endDay && terms.endDay < lastDayOf(month) ? terms.endDay : lastDayOf(month)
  if (firstDay > lastDay) return undefined
  const monthDays = daysInMonth(month)
  const days = Number(lastDay.slice(8)) - Number(firstDay.slice(8)) + 1
  const part = days === monthDays ? '' : ` (${days} of ${monthDays} days)`
  const name = monthYearText(month)
  const lines: StorageInvoiceLine[] = [
    {
      label: `${kindLabels[terms.kind]} storage, ${name}${part}`,
      cents: prorated(terms.rateCents, days, monthDays),
      taxable: false,
    },
  ]
  if (terms.maintenanceCents > 0)
    lines.push({
      label: `Maintenance add-on, ${name}${part}`,
      cents: prorated(terms.maintenanceCents, days, monthDays),
      taxable: true,
    })
  if (terms.pickupFeeCents > 0 && firstDay === terms.startDay)
    lines.push({ label: 'Pickup from your address', cents: terms.pickupFeeCents, taxable: true })
  return { month, firstDay, lastDay, dueDay: firstDay, ...chargesOf(lines, terms.taxBasisPoints) }
}
