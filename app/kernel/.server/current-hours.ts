import { business } from '#app/kernel/dealer/business.ts'
import { weekdays } from '#app/kernel/dealer/business-hours.ts'
import {
  type HoursException,
  type SiteHours,
  siteHoursOf,
  type StoredHours,
  type WeekKey,
  weekKeys,
} from '#app/kernel/dealer/site-hours.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'

import { readInventoryVersion } from './cache/inventory-version'
import type { DB } from './db/connection'

/**
 * How far back dated hours are read: a clock counting from a lead's due
 * time (overdue minutes, the week's summary) sees the closures of that time.
 */
const lookBackDays = 62

const isWeek = (value: string | null): value is WeekKey =>
  value !== null && (weekKeys as readonly string[]).includes(value)

/** The stored weeks and the dated hours ending on or after `from`, oldest first. */
export async function readStoredHours(db: DB, from: string): Promise<StoredHours> {
  const days = await db.selectFrom('hours_days').selectAll().execute()
  const rows = await db
    .selectFrom('hours_exceptions')
    .selectAll()
    .where('ends_on', '>=', from)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const weeks = Object.fromEntries(
    weekKeys.map((key) => [key, []]),
  ) as unknown as StoredHours['weeks']
  for (const row of days) {
    if (!isWeek(row.week)) continue
    weeks[row.week].push({
      weekday: weekdays[row.weekday] ?? 'Sun',
      open: row.opens,
      close: row.closes,
      ownRow: Number(row.own_row) === 1,
    })
  }
  const exceptions: HoursException[] = rows.map((row) => ({
    id: row.id,
    week: isWeek(row.week) ? row.week : null,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    open: row.opens,
    close: row.closes,
    note: row.note,
  }))
  return { weeks, exceptions }
}

/** What a server last read: at which site version, for which dealer's day. */
type Cached = { version: number; day: string; hours: SiteHours }

const cached = new WeakMap<DB, Cached>()

/**
 * The dealer's hours now, as every page and clock reads them. Cached per
 * server and read again when the site version (bumped by the database on
 * every change to the hours, on any server) or the dealer's calendar day has
 * changed. The version is asked at each call, one small query: a page is
 * rendered only when the cached one is stale, so it never pairs a new version
 * with old hours. Inside a transaction the hours are read from it.
 */
export async function currentHours(db: DB, now: Date = new Date()): Promise<SiteHours> {
  const day = calendarDay(now, business.timeZone)
  if (db.isTransaction) return load(db, day)
  const version = await readInventoryVersion(db)
  const last = cached.get(db)
  if (last && last.version === version && last.day === day) return last.hours
  const hours = await load(db, day)
  cached.set(db, { version, day, hours })
  return hours
}

async function load(db: DB, day: string): Promise<SiteHours> {
  return siteHoursOf(await readStoredHours(db, addDays(day, -lookBackDays)), day)
}
