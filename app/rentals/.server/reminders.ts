import { sql } from 'kysely'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { defaultBatchSize, eachRow } from '#app/kernel/.server/jobs/batches.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { businessMinutesBetween, type WeeklyHours } from '#app/kernel/dealer/business-hours.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import { addDays, calendarDay, startOfDayInZone, wallClockMinute } from '#app/kernel/zoned-time.ts'
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

/** The renter's reminder goes out from this hour of the day before, on the dealer's clock. */
export const dayBeforeHour = 9

type WaitingRequest = {
  id: string
  first_name: string
  last_name: string
  cart_type: string
  start_at: string
  due_at: string | null
}

/**
 * Queues one reminder to sales for each rental request that has become
 * overdue (waiting, unanswered, past its due time, its hold not run out).
 * Resolves to how many. The pass walks the waiting requests in due order, a
 * batch at a time, yielding to requests between batches; each reminder's
 * claim makes it once, and a restarted pass finds the sent ones claimed.
 */
export async function sendRentalRequestReminders(
  db: DB,
  options: { now: Date; settings: ReminderSettings; batchSize?: number },
): Promise<number> {
  const { now, settings, batchSize = defaultBatchSize } = options
  const hours = (await currentHours(db, now)).weeks.showroom
  const nowText = now.toISOString()
  return eachRow(
    (last: WaitingRequest | undefined) => {
      let query = db
        .selectFrom('rental_reservations as r')
        .select(['r.id', 'r.first_name', 'r.last_name', 'r.cart_type', 'r.start_at', 'r.due_at'])
        .where('r.status', '=', 'held')
        .where('r.first_response_at', 'is', null)
        .where('r.due_at', '<', nowText)
        // a hold run out is no request to answer, whether or not its expiry has run yet
        .where((eb) =>
          eb.or([eb('r.hold_expires_at', 'is', null), eb('r.hold_expires_at', '>', nowText)]),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('lead_notices as n')
                .select('n.key')
                .where('n.key', '=', sql<string>`${overduePrefix} || r.id`),
            ),
          ),
        )
      if (last?.due_at) {
        const { due_at: dueAt, id } = last
        query = query
          .where('r.due_at', '>=', dueAt)
          .where((eb) => eb.or([eb('r.due_at', '>', dueAt), eb('r.id', '>', id)]))
      }
      return query.orderBy('r.due_at').orderBy('r.id').limit(batchSize).execute()
    },
    (request) => remindOf(db, request, { now, settings, hours }),
  )
}

/** Queues one request's reminder under its claim; false when answered meanwhile or claimed by another pass. */
function remindOf(
  db: DB,
  request: WaitingRequest,
  context: { now: Date; settings: ReminderSettings; hours: WeeklyHours },
): Promise<boolean> {
  const { now, settings, hours } = context
  return db.transaction().execute(async (trx) => {
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
}

/**
 * Queues the renter's reminder for each confirmed rental that starts
 * tomorrow on the dealer's clock, from 9:00 today. The key holds the start,
 * so a rental moved to other days is reminded again for its new day. The
 * pass walks tomorrow's confirmed rentals in start order, a batch at a time,
 * yielding to requests between batches, past those already reminded.
 */
export async function sendDayBeforeReminders(
  db: DB,
  options: { now: Date; siteUrl: string; batchSize?: number },
): Promise<number> {
  const { now, siteUrl, batchSize = defaultBatchSize } = options
  const zone = business.timeZone
  if (Number(wallClockMinute(now, zone).slice(11, 13)) < dayBeforeHour) return 0
  const tomorrow = addDays(calendarDay(now, zone), 1)
  const from = startOfDayInZone(tomorrow, zone)
  const until = startOfDayInZone(addDays(tomorrow, 1), zone)
  if (!from || !until) throw new Error(`No day after ${tomorrow}`)
  const dayBeforeKey = sql<string>`${dayBeforePrefix} || r.id || ':' || r.start_at`
  return eachRow(
    (last: { id: string; start_at: string } | undefined) => {
      let query = db
        .selectFrom('rental_reservations as r')
        .select(['r.id', 'r.start_at'])
        .where('r.status', '=', 'confirmed')
        .where('r.start_at', '>=', from.toISOString())
        .where('r.start_at', '<', until.toISOString())
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('lead_notices as n').select('n.key').where('n.key', '=', dayBeforeKey),
            ),
          ),
        )
      if (last) {
        const { start_at: startAt, id } = last
        query = query
          .where('r.start_at', '>=', startAt)
          .where((eb) => eb.or([eb('r.start_at', '>', startAt), eb('r.id', '>', id)]))
      }
      return query.orderBy('r.start_at').orderBy('r.id').limit(batchSize).execute()
    },
    (candidate) => remindRenter(db, candidate, { now, siteUrl }),
  )
}

/** Queues one renter's day-before reminder under its claim; false when changed meanwhile or claimed by another pass. */
function remindRenter(
  db: DB,
  candidate: { id: string; start_at: string },
  context: { now: Date; siteUrl: string },
): Promise<boolean> {
  const { now, siteUrl } = context
  const key = `${dayBeforePrefix}${candidate.id}:${candidate.start_at}`
  return db.transaction().execute(async (trx) => {
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
}
