import type { DB } from '#app/kernel/.server/db/connection.ts'
import { showroomPlaces } from '#app/kernel/dealer/places.ts'

import { daysFrom } from '../billing-rules'
import { firstDayOf, lastDayOf, nextMonth } from '../monthly-invoice'
import { type StorageKind, storageKinds } from '../storage-plans'
import { delinquencyList } from './delinquency'

/*
 * The staff's storage overview (record 076): each showroom's spaces of each
 * kind by month (taken by contracts already begun, reserved ahead by those
 * starting later, free), the contracts, the invoices due and overdue, and
 * the delinquency list.
 */

export type SpacesMonth = {
  showroom: string
  kind: StorageKind
  month: string
  spaces: number
  taken: number
  reservedAhead: number
  free: number
}

/** Months from today's: the spaces held in each by contracts holding a space on any of its days. */
export async function spacesByMonth(
  db: DB,
  today: string,
  months: number,
  now: Date,
): Promise<SpacesMonth[]> {
  const firstMonth = today.slice(0, 7)
  const list = [firstMonth]
  while (list.length < months) list.push(nextMonth(list.at(-1) ?? firstMonth))
  const [spaces, holding] = await Promise.all([
    db.selectFrom('storage_spaces').selectAll().execute(),
    db
      .selectFrom('storage_contracts')
      .select(['showroom', 'kind', 'start_day', 'end_day', 'status', 'hold_expires_at'])
      .where('status', 'in', ['pending', 'active'])
      .where('start_day', '<=', lastDayOf(list.at(-1) ?? firstMonth))
      .where((eb) =>
        eb.or([eb('end_day', 'is', null), eb('end_day', '>=', firstDayOf(firstMonth))]),
      )
      .execute(),
  ])
  // a pending contract past its hold holds nothing
  const live = holding.filter(
    (row) => row.status === 'active' || (row.hold_expires_at ?? '') > now.toISOString(),
  )
  const rows: SpacesMonth[] = []
  for (const place of showroomPlaces)
    for (const kind of storageKinds)
      for (const month of list) {
        const total =
          spaces.find((row) => row.showroom === place.id && row.kind === kind)?.spaces ?? 0
        const inMonth = live.filter(
          (row) =>
            row.showroom === place.id &&
            row.kind === kind &&
            row.start_day <= lastDayOf(month) &&
            (row.end_day === null || row.end_day >= firstDayOf(month)),
        )
        const taken = inMonth.filter((row) => row.start_day <= today).length
        const reservedAhead = inMonth.length - taken
        rows.push({
          showroom: place.id,
          kind,
          month,
          spaces: total,
          taken,
          reservedAhead,
          free: Math.max(0, total - inMonth.length),
        })
      }
  return rows
}

export type OpenInvoice = {
  id: string
  contractId: string
  name: string
  month: string
  dueDay: string
  totalCents: number
  daysLate: number
  chargeFailed: boolean
}

/** The unpaid invoices, oldest due first; `daysLate` 0 or less is due, not overdue. */
export async function openInvoices(db: DB, today: string): Promise<OpenInvoice[]> {
  const rows = await db
    .selectFrom('storage_invoices as i')
    .innerJoin('storage_contracts as c', 'c.id', 'i.contract_id')
    .select([
      'i.id',
      'i.contract_id',
      'i.month',
      'i.due_day',
      'i.total_cents',
      'i.charge_failed_at',
      'c.first_name',
      'c.last_name',
    ])
    .where('i.paid_at', 'is', null)
    .orderBy('i.due_day')
    .orderBy('i.id')
    .limit(200)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    contractId: row.contract_id,
    name: `${row.first_name} ${row.last_name}`,
    month: row.month,
    dueDay: row.due_day,
    totalCents: row.total_cents,
    daysLate: daysFrom(row.due_day, today),
    chargeFailed: row.charge_failed_at !== null,
  }))
}

/** The contracts holding a space or about to, and the latest ended, newest first. */
export const contractList = (db: DB) =>
  db
    .selectFrom('storage_contracts')
    .select([
      'id',
      'first_name',
      'last_name',
      'plan',
      'kind',
      'showroom',
      'status',
      'start_day',
      'end_day',
      'notice_given_at',
    ])
    .where('status', 'in', ['pending', 'active', 'ended'])
    .orderBy('start_day', 'desc')
    .orderBy('id')
    .limit(200)
    .execute()

export async function storageOverview(db: DB, today: string, now: Date) {
  const [spaces, invoices, delinquent, contracts] = await Promise.all([
    spacesByMonth(db, today, 6, now),
    openInvoices(db, today),
    delinquencyList(db, today),
    contractList(db),
  ])
  return { today, spaces, invoices, delinquent, contracts }
}
