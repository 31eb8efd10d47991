import { sql } from 'kysely'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { businessMinutesBetween } from '#app/kernel/dealer/business-hours.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import { addDays, calendarDay, wallClockMinute } from '#app/kernel/zoned-time.ts'
import { claimNotice } from '#app/leads/.server/notices.ts'
import type { ReminderSettings } from '#app/leads/.server/reminders.ts'
import { durationText } from '#app/leads/lead-due.ts'
import { cartInfo, type CartType } from '#app/rentals/content/rentals.ts'

import { handoverText, renterMail } from './renter-mail'

/*
 * The rental reminders the scheduler queues, each sent once: claimed by its
 * key in `lead_notices` in the transaction that queues its e-mail (the leads'
 * send-once mechanism), so servers side by side or after a restart never
 * send a second one.
 */

const overduePrefix = 'rental-reminder:'
const dayBeforePrefix = 'rental-day-before:'

/** Per pass; more wait for the next pass rather than hold one long transaction. */
const batchSize = 50

/** The renter's reminder goes out from this hour of the day before, on the dealer's clock. */
export const dayBeforeHour = 9

/**
 * Queues one reminder to sales for each rental request that has become
 * overdue (waiting, unanswered, past its due time). Resolves to how many.
 */
export async function sendRentalRequestReminders(
  db: DB,
  options: { now: Date; settings: ReminderSettings },
): Promise<number> {
  const { now, settings } = options
  const hours = (await currentHours(db, now)).weeks.showroom
  const overdue = await db
    .selectFrom('rental_reservations as r')
    .select(['r.id', 'r.first_name', 'r.last_name', 'r.cart_type', 'r.start_at', 'r.due_at'])
    .where('r.status', '=', 'held')
    .where('r.first_response_at', 'is', null)
    .where('r.due_at', '<', now.toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lead_notices as n')
            .select('n.key')
            .where('n.key', '=', sql<string>`${overduePrefix} || r.id`),
        ),
      ),
    )
    .orderBy('r.due_at')
    .limit(batchSize)
    .execute()
  let queued = 0
  for (const request of overdue) {
    const sent = await db.transaction().execute(async (trx) => {
      // answered since the list was read: no reminder, and no claim
      const still = await trx
        .selectFrom('rental_reservations')
        .select('id')
        .where('id', '=', request.id)
        .where('status', '=', 'held')
        .where('first_response_at', 'is', null)
        .executeTakeFirst()
      if (!still) return false
      if (!(await claimNotice(trx, `${overduePrefix}${request.id}`, now))) return false
      const name = `${request.first_name} ${request.last_name}`.trim()
      const due = new Date(request.due_at ?? now)
      const late = businessMinutesBetween(hours, due, now)
      await queueWrittenMail(
        trx,
        {
          to: settings.MAIL_TO_SALES,
          subject: `Overdue rental request: ${name} is waiting for an answer`,
          text: [
            `The rental request from ${name} (${cartInfo[request.cart_type as CartType].title}) has not been answered.`,
            '',
            `Rental starts: ${readableTime(new Date(request.start_at))}`,
            `Due:           ${readableTime(due)}`,
            `Overdue:       ${durationText(late)} (counted in sales hours)`,
            '',
            `Open it: ${settings.SITE_URL}/admin/rentals/${request.id}`,
            '',
            'Confirm it, decline it or change it to stop the clock.',
          ].join('\n'),
        },
        now,
      )
      return true
    })
    if (sent) queued++
  }
  return queued
}

/**
 * Queues the renter's reminder for each confirmed rental that starts
 * tomorrow on the dealer's clock, from 9:00 today. The key holds the start,
 * so a rental moved to other days is reminded again for its new day.
 */
export async function sendDayBeforeReminders(
  db: DB,
  options: { now: Date; siteUrl: string },
): Promise<number> {
  const { now, siteUrl } = options
  const zone = business.timeZone
  if (Number(wallClockMinute(now, zone).slice(11, 13)) < dayBeforeHour) return 0
  const tomorrow = addDays(calendarDay(now, zone), 1)
  // a wide window in instants, narrowed to tomorrow's calendar day below
  const candidates = await db
    .selectFrom('rental_reservations')
    .select(['id', 'start_at'])
    .where('status', '=', 'confirmed')
    .where('start_at', '>', now.toISOString())
    .where('start_at', '<', new Date(now.getTime() + 2 * 86_400_000).toISOString())
    .orderBy('start_at')
    .limit(batchSize * 4)
    .execute()
  let queued = 0
  for (const candidate of candidates) {
    if (calendarDay(new Date(candidate.start_at), zone) !== tomorrow) continue
    const key = `${dayBeforePrefix}${candidate.id}:${candidate.start_at}`
    const sent = await db.transaction().execute(async (trx) => {
      const reservation = await trx
        .selectFrom('rental_reservations')
        .selectAll()
        .where('id', '=', candidate.id)
        .where('status', '=', 'confirmed')
        .where('start_at', '=', candidate.start_at)
        .executeTakeFirst()
      if (!reservation) return false
      if (!(await claimNotice(trx, key, now))) return false
      await queueWrittenMail(
        trx,
        renterMail(reservation, {
          subject: 'Your golf cart rental starts tomorrow',
          paragraphs: [
            `A reminder: your rental starts tomorrow. ${handoverText(reservation)}.`,
            'Bring a driver’s licence for each driver. What is due, and the deposit, are paid at the handover.',
          ],
          siteUrl,
        }),
        now,
        'renter',
      )
      return true
    })
    if (sent) queued++
  }
  return queued
}
