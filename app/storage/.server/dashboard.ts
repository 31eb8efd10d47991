import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay, startOfDayInZone } from '#app/kernel/zoned-time.ts'
import { direction } from '#app/payments/ledger.ts'

import { firstDayOf, monthOf, nextMonth } from '../monthly-invoice'
import { type StorageKind, storageKinds } from '../storage-plans'
import { spacesByMonth } from './staff-overview'

export const shownMonths = 6

export type OccupancyMonth = {
  month: string
  /** each kind over every showroom: spaces, and those held (taken or reserved ahead) */
  kinds: Record<StorageKind, { spaces: number; held: number }>
}

export type RevenueMonth = {
  month: string
  takenCents: number
  refundedCents: number
  netCents: number
}

export type StorageDashboard = { occupancy: OccupancyMonth[]; revenue: RevenueMonth[] }

const monthsBack = (month: string, count: number) => {
  const [year = 0, number = 1] = month.split('-').map(Number)
  const start = new Date(Date.UTC(year, number - 1 - (count - 1), 15))
  return start.toISOString().slice(0, 7)
}

/**
 * The dashboard's storage section (record 076): the spaces held in this
 * month and the next five, by kind over both showrooms, and storage's
 * revenue in the last six months (money taken less refunds, on the
 * dealer's calendar).
 */
export async function storageDashboard(db: DB, now: Date): Promise<StorageDashboard> {
  const zone = business.timeZone
  const today = calendarDay(now, zone)
  const cells = await spacesByMonth(db, today, shownMonths, now)
  const occupancy: OccupancyMonth[] = [...new Set(cells.map((cell) => cell.month))].map((month) => {
    const kinds = Object.fromEntries(
      storageKinds.map((kind) => [kind, { spaces: 0, held: 0 }]),
    ) as OccupancyMonth['kinds']
    for (const cell of cells.filter((row) => row.month === month)) {
      kinds[cell.kind].spaces += cell.spaces
      kinds[cell.kind].held += cell.taken + cell.reservedAhead
    }
    return { month, kinds }
  })

  const first = monthsBack(monthOf(today), shownMonths)
  const months: string[] = [first]
  while (months.length < shownMonths) months.push(nextMonth(months.at(-1) ?? first))
  const since = startOfDayInZone(firstDayOf(first), zone) ?? now
  const rows = await db
    .selectFrom('payments')
    .select(['kind', 'amount_cents', 'settled_at'])
    .where('subject_type', '=', 'storage_contract')
    .where('status', '=', 'succeeded')
    .where('settled_at', '>=', since.toISOString())
    .execute()
  const revenue = months.map((month) => ({ month, takenCents: 0, refundedCents: 0, netCents: 0 }))
  for (const row of rows) {
    const sign = direction(row.kind)
    const month = revenue.find(
      (entry) => entry.month === monthOf(calendarDay(new Date(row.settled_at ?? ''), zone)),
    )
    if (!month || sign === 0) continue
    if (sign > 0) month.takenCents += row.amount_cents
    else month.refundedCents += row.amount_cents
    month.netCents += sign * row.amount_cents
  }
  return { occupancy, revenue }
}
