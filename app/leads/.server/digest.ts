import type { Kysely } from 'kysely'

import type { Database } from '#app/kernel/.server/db/schema.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { longDayYearText } from '#app/kernel/dealer-clock.ts'
import { type RentalWeekSummary, rentalWeekSummary } from '#app/rentals/.server/request-stats.ts'

import { claimNotice } from './notices'
import { previousWeek, type Week, weekOf, type WeekSummary, weekSummary } from './week-summary'

/** The digest goes out on Monday at 8:00 on the dealer's clock. */
const sendHour = 8

/** "1.5 business hours", "45 business minutes": a response time as people read it. */
export function businessDuration(minutes: number): string {
  if (minutes < 60) {
    const whole = Math.round(minutes)
    return `${whole} business minute${whole === 1 ? '' : 's'}`
  }
  const hours = Math.round((minutes / 60) * 10) / 10
  return `${hours} business hour${hours === 1 ? '' : 's'}`
}

/** The week's rental requests, on the same response clock as the leads. */
function rentalLines(rentals: RentalWeekSummary): string[] {
  const median =
    rentals.medianResponseMinutes === null
      ? 'no request answered yet'
      : businessDuration(rentals.medianResponseMinutes)
  return [
    `New rental requests: ${rentals.requests}`,
    `Answered: ${rentals.answered}`,
    `Median first answer: ${median}, counted in sales hours`,
    `Missed the response promise: ${rentals.overdue}`,
  ]
}

/** The digest e-mail for a week. */
export function digestMail(
  week: Week,
  summary: WeekSummary,
  siteUrl: string,
  rentals?: RentalWeekSummary,
): { subject: string; text: string } {
  const median =
    summary.medianResponseMinutes === null
      ? 'no lead answered yet'
      : businessDuration(summary.medianResponseMinutes)
  const lines = [
    `Leads in the week of ${longDayYearText(week.monday)} (Monday to Sunday, Eastern time):`,
    '',
    `New leads: ${summary.leads} (spam left out)`,
    `Answered: ${summary.answered}`,
    `Median first response: ${median}, counted in sales hours`,
    `Missed the response promise: ${summary.overdue}`,
    `Won: ${summary.won}`,
    `Lost: ${summary.lost}`,
    ...(rentals ? ['', ...rentalLines(rentals)] : []),
    '',
    `The lead inbox: ${siteUrl}/admin/leads`,
    ...(rentals ? [`The rental reservations: ${siteUrl}/admin/rentals/list`] : []),
    `The dashboard: ${siteUrl}/admin`,
  ]
  const answered =
    summary.medianResponseMinutes === null ? 'none answered yet' : `median first response ${median}`
  return {
    subject: `Weekly leads: ${summary.leads} new, ${answered}`,
    text: `${lines.join('\n')}\n`,
  }
}

/**
 * Sends last week's digest to the active owners once it is due (Monday 8:00
 * Eastern), exactly once however many servers run: the week's key is claimed
 * in the transaction that queues the e-mails. A server that was down at 8:00
 * sends it when it comes back during the week; a week older than the last one
 * is never sent. Resolves to the week sent, or null.
 */
export async function sendDigestIfDue(
  db: Kysely<Database>,
  options: { now: Date; siteUrl: string },
): Promise<Week | null> {
  const { now } = options
  const thisWeek = weekOf(now, business.timeZone)
  // Monday has no daylight-saving change, so 8:00 is 8 hours after midnight
  if (now.getTime() < thisWeek.start.getTime() + sendHour * 3_600_000) return null
  const week = previousWeek(thisWeek, business.timeZone)
  const key = `digest:${week.monday}`
  const taken = await db
    .selectFrom('lead_notices')
    .select('key')
    .where('key', '=', key)
    .executeTakeFirst()
  if (taken) return null
  return db.transaction().execute(async (trx) => {
    if (!(await claimNotice(trx, key, now))) return null
    const summary = await weekSummary(trx, week.start, week.end, now)
    const rentals = await rentalWeekSummary(trx, week.start, week.end, now)
    const mail = digestMail(week, summary, options.siteUrl, rentals)
    const owners = await trx
      .selectFrom('staff_users')
      .select('email')
      .where('role', '=', 'owner')
      .where('active', '=', 1)
      .orderBy('email')
      .execute()
    for (const owner of owners) await queueWrittenMail(trx, { to: owner.email, ...mail }, now)
    return week
  })
}
