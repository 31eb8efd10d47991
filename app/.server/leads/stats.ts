import { sql } from 'kysely'

import type { DB } from '#app/.server/db/connection.ts'

import { startOfToday, weekLabel, weekStarts } from './periods'

/** Business minutes (the sales department's open hours) between two moments. */
export type BusinessMinutesBetween = (from: Date, to: Date) => number

export type StatsOptions = {
  now: Date
  timeZone: string
  businessMinutesBetween: BusinessMinutesBetween
  /** how many weeks the charts cover, this week included */
  weeks?: number
}

export type WeekCounts = { start: string; label: string; counts: Record<string, number> }

export type DashboardStats = {
  newToday: number
  overdue: number
  spamThisWeek: number
  /** median business minutes from receipt to first response; null when no lead had one */
  medianThisWeek: number | null
  medianLastWeek: number | null
  /** leads received per week (oldest first), split by interest */
  byInterest: WeekCounts[]
  /** leads received over the same weeks by the page they were sent from, most first */
  bySourcePage: Array<{ page: string; count: number }>
}

/** count(*) is a bigint in PostgreSQL (a string through pg), a number in SQLite */
const count = () => sql<number | string>`count(*)`.as('n')

/** The middle value, or the mean of the two middle ones; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Median business minutes to the first response of the leads received in
 * [start, end) that had one. Received leads only: quarantined spam has no clock.
 */
export async function medianFirstResponse(
  db: DB,
  start: Date,
  end: Date,
  businessMinutesBetween: BusinessMinutesBetween,
): Promise<number | null> {
  const rows = await db
    .selectFrom('contact_messages')
    .select(['received_at', 'first_response_at'])
    .where('status', '=', 'received')
    .where('received_at', '>=', start.toISOString())
    .where('received_at', '<', end.toISOString())
    .where('first_response_at', 'is not', null)
    .execute()
  return median(
    rows.map((r) =>
      businessMinutesBetween(new Date(r.received_at), new Date(r.first_response_at as string)),
    ),
  )
}

/** Everything the dashboard shows about leads, as of `now`. */
export async function dashboardStats(db: DB, options: StatsOptions): Promise<DashboardStats> {
  const { now, timeZone, businessMinutesBetween } = options
  const weeks = weekStarts(now, timeZone, options.weeks ?? 8)
  const thisWeek = weeks[weeks.length - 1]!
  const lastWeek = weekStarts(now, timeZone, 2)[0]!
  const nowIso = now.toISOString()
  const chartStart = weeks[0]!.toISOString()

  const received = db.selectFrom('contact_messages').where('status', '=', 'received')
  // which chart week a message falls in, by the weeks' start instants (ISO text sorts as time)
  const weekIndex = sql<number>`case ${sql.join(
    weeks
      .map((start, i) => sql`when received_at >= ${start.toISOString()} then ${sql.lit(i)}`)
      .reverse(),
    sql` `,
  )} end`

  const [newToday, overdue, spam, interestRows, pageRows, medianThisWeek, medianLastWeek] =
    await Promise.all([
      received
        .select(count())
        .where('received_at', '>=', startOfToday(now, timeZone).toISOString())
        .where('received_at', '<=', nowIso)
        .executeTakeFirstOrThrow(),
      received
        .select(count())
        .where('first_response_at', 'is', null)
        .where('due_at', '<', nowIso)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('contact_messages')
        .select(count())
        .where('status', '=', 'spam')
        .where('received_at', '>=', thisWeek.toISOString())
        .where('received_at', '<=', nowIso)
        .executeTakeFirstOrThrow(),
      received
        .select([weekIndex.as('week'), 'interest', count()])
        .where('received_at', '>=', chartStart)
        .where('received_at', '<=', nowIso)
        .groupBy([sql`1`, 'interest'])
        .execute(),
      received
        .select(['source_page', count()])
        .where('received_at', '>=', chartStart)
        .where('received_at', '<=', nowIso)
        .groupBy('source_page')
        .execute(),
      medianFirstResponse(db, thisWeek, new Date(now.getTime() + 1), businessMinutesBetween),
      medianFirstResponse(db, lastWeek, thisWeek, businessMinutesBetween),
    ])

  const byInterest: WeekCounts[] = weeks.map((start) => ({
    start: start.toISOString(),
    label: weekLabel(start, timeZone),
    counts: {},
  }))
  for (const row of interestRows) {
    const week = byInterest[Number(row.week)]
    if (week) week.counts[row.interest] = (week.counts[row.interest] ?? 0) + Number(row.n)
  }
  const bySourcePage = pageRows
    .map((r) => ({ page: r.source_page ?? '', count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.page.localeCompare(b.page))

  return {
    newToday: Number(newToday.n),
    overdue: Number(overdue.n),
    spamThisWeek: Number(spam.n),
    medianThisWeek,
    medianLastWeek,
    byInterest,
    bySourcePage,
  }
}
