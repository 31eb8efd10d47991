import { sql } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { clockMonthDay } from '#app/kernel/dealer-clock.ts'

import { startOfToday, weekStarts } from './periods'
import { previousWeek, weekOf, type WeekSummary, weekSummary } from './week-summary'

export type StatsOptions = {
  now: Date
  timeZone: string
  /** how many weeks the charts cover, this week included */
  weeks?: number
}

export type WeekCounts = { start: string; label: string; counts: Record<string, number> }

export type DashboardStats = {
  newToday: number
  overdue: number
  spamThisWeek: number
  /** this week so far and last week, as the weekly digest counts them (median first response in business minutes) */
  thisWeek: WeekSummary
  lastWeek: WeekSummary
  /** leads received per week (oldest first), split by interest */
  byInterest: WeekCounts[]
  /** leads received over the same weeks by the page they were sent from: the busiest pages, most first */
  bySourcePage: Array<{ page: string; count: number }>
  /** the leads of those weeks sent from any other page */
  otherSourcePages: number
}

/** How many source pages the dashboard names; the long tail of cart pages is one number. */
export const sourcePagesShown = 8

/** count(*) is a bigint in PostgreSQL (a string through pg), a number in SQLite */
const count = () => sql<number | string>`count(*)`.as('n')

/** Everything the dashboard shows about leads, as of `now`. */
export async function dashboardStats(db: DB, options: StatsOptions): Promise<DashboardStats> {
  const { now, timeZone } = options
  const weeks = weekStarts(now, timeZone, options.weeks ?? 8)
  const current = weekOf(now, timeZone)
  const thisWeek = current.start
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

  const [newToday, overdue, spam, interestRows, pageRows, thisWeekSummary, lastWeekSummary] =
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
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`coalesce(source_page, '')`)
        .limit(sourcePagesShown)
        .execute(),
      weekSummary(db, current.start, current.end, now),
      weekSummary(db, previousWeek(current, timeZone).start, current.start, now),
    ])

  const byInterest: WeekCounts[] = weeks.map((start) => ({
    start: start.toISOString(),
    label: clockMonthDay(start),
    counts: {},
  }))
  for (const row of interestRows) {
    const week = byInterest[Number(row.week)]
    if (week) week.counts[row.interest] = (week.counts[row.interest] ?? 0) + Number(row.n)
  }
  const bySourcePage = pageRows.map((r) => ({ page: r.source_page ?? '', count: Number(r.n) }))
  // every lead of the chart weeks is in one interest row: the rest of them came from other pages
  const chartLeads = interestRows.reduce((sum, row) => sum + Number(row.n), 0)
  const otherSourcePages = chartLeads - bySourcePage.reduce((sum, p) => sum + p.count, 0)

  return {
    newToday: Number(newToday.n),
    overdue: Number(overdue.n),
    spamThisWeek: Number(spam.n),
    thisWeek: thisWeekSummary,
    lastWeek: lastWeekSummary,
    byInterest,
    bySourcePage,
    otherSourcePages,
  }
}
