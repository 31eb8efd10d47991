import type { Kysely } from 'kysely'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { Database } from '#app/kernel/.server/db/schema.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { businessMinutesBetween, type WeeklyHours } from '#app/kernel/dealer/business-hours.ts'
import { addDays, calendarDay, startOfDayInZone } from '#app/kernel/zoned-time.ts'

/** A Monday-to-Sunday week on the dealer's clock: [start, end), `monday` as "YYYY-MM-DD". */
export type Week = { monday: string; start: Date; end: Date }

const dayMs = 86_400_000

/** The week holding `at` on the dealer's clock (daylight saving included: a week may be 167 or 169 hours). */
export function weekOf(at: Date, timeZone: string = business.timeZone): Week {
  const today = calendarDay(at, timeZone)
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() // 0 is Sunday
  const monday = addDays(today, -((weekday + 6) % 7))
  const start = startOfDayInZone(monday, timeZone)
  const end = startOfDayInZone(addDays(monday, 7), timeZone)
  if (!start || !end) throw new Error(`No week for ${today}`)
  return { monday, start, end }
}

/** The week before `week`. */
export function previousWeek(week: Week, timeZone: string = business.timeZone): Week {
  return weekOf(new Date(week.start.getTime() - dayMs), timeZone)
}

export type WeekSummary = {
  /** messages received in the period, spam left out */
  leads: number
  /** of those, how many have had their first response */
  answered: number
  /** median time to the first response in business minutes (sales hours); null when none answered */
  medianResponseMinutes: number | null
  /** of those leads, how many missed the promise: answered after their due time, or still unanswered past it */
  overdue: number
  /** leads moved to won, and to lost, during the period (whenever they came) */
  won: number
  lost: number
}

/** The middle value (mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A request on the response clock: when it came, when it was due, when first answered (ISO-8601 UTC). */
type ClockedRow = { received_at: string; due_at: string | null; first_response_at: string | null }

/**
 * How fast a period's requests were answered, in business minutes, and how
 * many missed their due time as of `now` (leads and rental requests alike).
 */
export function responseTimes(rows: readonly ClockedRow[], now: Date, hours: WeeklyHours) {
  const nowIso = now.toISOString()
  const minutes: number[] = []
  let overdue = 0
  for (const row of rows) {
    if (row.first_response_at) {
      minutes.push(
        businessMinutesBetween(hours, new Date(row.received_at), new Date(row.first_response_at)),
      )
    }
    // one still unanswered is late once past due (ISO-8601 UTC strings of one shape compare as times)
    const answeredBy = row.first_response_at ?? nowIso
    if (row.due_at && answeredBy > row.due_at) overdue++
  }
  return { answered: minutes.length, medianResponseMinutes: median(minutes), overdue }
}

/**
 * The numbers of a period's leads, as the weekly digest and the dashboard
 * show them: leads received in [start, end), how fast they were answered in
 * business minutes, how many missed the promise (as of `now`), and the leads
 * won and lost in the period.
 */
export async function weekSummary(
  db: Kysely<Database>,
  start: Date,
  end: Date,
  now: Date = new Date(),
): Promise<WeekSummary> {
  const rows = await db
    .selectFrom('contact_messages')
    .select(['received_at', 'due_at', 'first_response_at'])
    .where('status', '=', 'received')
    .where('received_at', '>=', start.toISOString())
    .where('received_at', '<', end.toISOString())
    .execute()
  const outcomes = await db
    .selectFrom('lead_events')
    .select(['to_value', (eb) => eb.fn.count<number | string>('message_id').distinct().as('leads')])
    .where('kind', '=', 'stage')
    .where('to_value', 'in', ['won', 'lost'])
    .where('created_at', '>=', start.toISOString())
    .where('created_at', '<', end.toISOString())
    .groupBy('to_value')
    .execute()
  const outcome = (stage: string) =>
    Number(outcomes.find((row) => row.to_value === stage)?.leads ?? 0)
  return {
    leads: rows.length,
    ...responseTimes(rows, now, (await currentHours(db, now)).weeks.showroom),
    won: outcome('won'),
    lost: outcome('lost'),
  }
}
