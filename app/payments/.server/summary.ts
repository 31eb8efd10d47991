import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { addDays, startOfDayInZone } from '#app/kernel/zoned-time.ts'
import { direction, type PaymentKind, type PaymentMethod } from '#app/payments/ledger.ts'

/** One line of a summary: the movements of a method and kind that succeeded in the period. */
export type SummaryLine = { method: PaymentMethod; kind: PaymentKind; count: number; cents: number }

export type Summary = {
  lines: SummaryLine[]
  /** money in (charges, captures, desk payments), out (refunds), and in less out; holds are in neither */
  inCents: number
  outCents: number
  netCents: number
}

/** A period on the dealer's clock: a day ("2026-11-29") or a month ("2026-11"). */
export type Period = { from: Date; until: Date }

/** The dealer's day, from its midnight to the next. */
export function dayPeriod(day: string): Period | undefined {
  const from = startOfDayInZone(day, business.timeZone)
  const until = startOfDayInZone(addDays(day, 1), business.timeZone)
  return from && until ? { from, until } : undefined
}

/** The dealer's month of a day, from the 1st's midnight to the next month's. */
export function monthPeriod(day: string): Period | undefined {
  const [year = 0, month = 0] = day.split('-').map(Number)
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`
  const nextMonth =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  const from = startOfDayInZone(first, business.timeZone)
  const until = startOfDayInZone(nextMonth, business.timeZone)
  return from && until ? { from, until } : undefined
}

/**
 * What moved in a period, by method and kind: the movements that succeeded,
 * counted when they settled (a payment on the hosted page counts when it
 * was paid), summed in the database.
 */
export async function summaryOf(db: DB, period: Period): Promise<Summary> {
  const rows = await db
    .selectFrom('payments')
    .select((eb) => [
      'method',
      'kind',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('amount_cents').as('cents'),
    ])
    .where('settled_at', '>=', period.from.toISOString())
    .where('settled_at', '<', period.until.toISOString())
    .where('status', '=', 'succeeded')
    .groupBy(['method', 'kind'])
    .orderBy('method')
    .orderBy('kind')
    .execute()
  const lines = rows.map((row) => ({
    method: row.method,
    kind: row.kind,
    count: Number(row.count),
    cents: Number(row.cents),
  }))
  const sum = (sign: 1 | -1) =>
    lines.filter((line) => direction(line.kind) === sign).reduce((t, line) => t + line.cents, 0)
  const inCents = sum(1)
  const outCents = sum(-1)
  return { lines, inCents, outCents, netCents: inCents - outCents }
}

export const movementsPageSize = 50

/** The ledger's movements, newest first, a page at a time. */
export async function listMovements(
  db: DB,
  page: number,
): Promise<{ rows: PaymentRow[]; hasMore: boolean }> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(movementsPageSize + 1)
    .offset((Math.max(1, page) - 1) * movementsPageSize)
    .execute()
  return { rows: rows.slice(0, movementsPageSize), hasMore: rows.length > movementsPageSize }
}
