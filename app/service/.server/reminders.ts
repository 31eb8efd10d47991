import { sql } from 'kysely'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { defaultBatchSize, eachRow } from '#app/kernel/.server/jobs/batches.ts'
import { headerText } from '#app/kernel/.server/mail/escape.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import type { WeeklyHours } from '#app/kernel/dealer/business-hours.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import { responsePromiseMinutes } from '#app/leads/.server/due.ts'
import { claimNotice } from '#app/leads/.server/notices.ts'
import { durationText } from '#app/leads/lead-due.ts'
import { kindLabels, type ServiceKind } from '#app/service/service-stages.ts'

import {
  repairDueAt,
  repairOverdueMinutes,
  repairPromiseMinutes,
  responseDueAt,
  responseOverdueMinutes,
} from '../repair-clock'

/*
 * Staff reminders of the service clocks (record 072), like the leads': one
 * e-mail to the service desk for each online booking left unanswered past the
 * response promise, and for each repair not ready two business days after its
 * approval. Each is claimed by its key in `lead_notices` in the transaction
 * that queues its e-mail (the leads' send-once claim), so servers side by side
 * or a server after a restart never send a second one. A repair approved again
 * (a changed estimate) has a new approval time in its key, and its own reminder.
 */

export type ServiceReminderSettings = Pick<Settings, 'SITE_URL' | 'MAIL_TO_SERVICE'>

const responsePrefix = 'service-response:'
const repairPrefix = 'service-repair:'

/** How far back the walks look: a booking or a repair older than this is left to the board's flag. */
const responseWindowMs = 8 * 86_400_000
const repairWindowMs = 31 * 86_400_000
/** 16 service hours are never less than 16 hours: no repair approved since then can be due. */
const repairPromiseMs = repairPromiseMinutes * 60_000

type Row = {
  id: string
  at: string
  first_name: string
  last_name: string
  kind: ServiceKind
  reminded: string | null
}

/**
 * Queues one reminder for each online booking left unanswered past the
 * response promise, counted in the shop's service hours; resolves to how
 * many. The pass walks the unanswered bookings of the last week in booking
 * order, a batch at a time, yielding between batches, and ends at the first
 * not yet due (a later booking is due later).
 */
export async function sendBookingReminders(
  db: DB,
  options: { now: Date; settings: ServiceReminderSettings; batchSize?: number },
): Promise<number> {
  const { now, settings, batchSize = defaultBatchSize } = options
  const hours = (await currentHours(db, now)).weeks.service
  const promise = await responsePromiseMinutes(db)
  const dueBy = (row: Row) => responseDueAt(hours, new Date(row.at), promise) < now
  return eachRow(
    async (last: Row | undefined) => {
      if (last && !dueBy(last)) return []
      let page = db
        .selectFrom('service_jobs as j')
        .leftJoin('lead_notices as n', (join) =>
          join.on('n.key', '=', sql<string>`${responsePrefix} || j.id`),
        )
        .select([
          'j.id',
          'j.booked_at as at',
          'j.first_name',
          'j.last_name',
          'j.kind',
          'n.key as reminded',
        ])
        .where('j.stage', '=', 'booked')
        .where('j.booked_at', '>=', new Date(now.getTime() - responseWindowMs).toISOString())
        .where('j.booked_at', '<', now.toISOString())
        .where('j.source', '=', 'online')
        .where('j.first_response_at', 'is', null)
      if (last) {
        const { at, id } = last
        page = page
          .where('j.booked_at', '>=', at)
          .where((eb) => eb.or([eb('j.booked_at', '>', at), eb('j.id', '>', id)]))
      }
      return page.orderBy('j.booked_at').orderBy('j.id').limit(batchSize).execute()
    },
    async (row) =>
      row.reminded === null &&
      dueBy(row) &&
      (await remindOfBooking(db, row, { now, settings, hours, promise })),
  )
}

function remindOfBooking(
  db: DB,
  row: Row,
  context: { now: Date; settings: ServiceReminderSettings; hours: WeeklyHours; promise: number },
): Promise<boolean> {
  const { now, settings, hours, promise } = context
  return db.transaction().execute(async (trx) => {
    // answered since the list was read: no reminder, and no claim
    const job = await trx
      .selectFrom('service_jobs')
      .select(['stage', 'source', 'booked_at', 'first_response_at'])
      .where('id', '=', row.id)
      .executeTakeFirst()
    const late = job && responseOverdueMinutes(hours, job, now, promise)
    if (late === undefined || late === null) return false
    if (!(await claimNotice(trx, `${responsePrefix}${row.id}`, now))) return false
    const name = `${row.first_name} ${row.last_name}`.trim()
    const due = responseDueAt(hours, new Date(row.at), promise)
    await queueWrittenMail(
      trx,
      {
        to: settings.MAIL_TO_SERVICE,
        subject: headerText(`Overdue booking: ${name} is waiting for an answer`),
        text: [
          `The service booking from ${name} (${kindLabels[row.kind]}) has not been answered.`,
          '',
          `Booked:  ${readableTime(new Date(row.at))}`,
          `Due:     ${readableTime(due)}`,
          `Overdue: ${durationText(late)} (counted in service hours)`,
          '',
          `Open it: ${settings.SITE_URL}/admin/service/${row.id}`,
          '',
          'Check the cart in, call the customer or move the job on to stop the clock.',
        ].join('\n'),
      },
      now,
    )
    return true
  })
}

/**
 * Queues one reminder for each repair past its promise (in repair, two business
 * business hours after approval); resolves to how many. The pass walks the
 * repairs of the last month in approval order, a batch at a time, yielding
 * between batches, and ends at the first not yet due.
 */
export async function sendRepairReminders(
  db: DB,
  options: { now: Date; settings: ServiceReminderSettings; batchSize?: number },
): Promise<number> {
  const { now, settings, batchSize = defaultBatchSize } = options
  const hours = (await currentHours(db, now)).weeks.service
  const dueBy = (row: Row) => repairDueAt(hours, new Date(row.at)) < now
  const repairKey = sql<string>`${repairPrefix} || j.id || ':' || j.approved_at`
  return eachRow(
    async (last: Row | undefined) => {
      if (last && !dueBy(last)) return []
      let page = db
        .selectFrom('service_jobs as j')
        .leftJoin('lead_notices as n', (join) => join.on('n.key', '=', repairKey))
        .select([
          'j.id',
          sql<string>`j.approved_at`.as('at'),
          'j.first_name',
          'j.last_name',
          'j.kind',
          'n.key as reminded',
        ])
        .where('j.stage', '=', 'in_repair')
        .where('j.approved_at', '>=', new Date(now.getTime() - repairWindowMs).toISOString())
        .where('j.approved_at', '<=', new Date(now.getTime() - repairPromiseMs).toISOString())
      if (last) {
        const { at, id } = last
        page = page
          .where('j.approved_at', '>=', at)
          .where((eb) => eb.or([eb('j.approved_at', '>', at), eb('j.id', '>', id)]))
      }
      return page.orderBy('j.approved_at').orderBy('j.id').limit(batchSize).execute()
    },
    async (row) =>
      row.reminded === null &&
      dueBy(row) &&
      (await remindOfRepair(db, row, { now, settings, hours })),
  )
}

function remindOfRepair(
  db: DB,
  row: Row,
  context: { now: Date; settings: ServiceReminderSettings; hours: WeeklyHours },
): Promise<boolean> {
  const { now, settings, hours } = context
  return db.transaction().execute(async (trx) => {
    // ready, or approved again, since the list was read: no reminder, and no claim
    const job = await trx
      .selectFrom('service_jobs')
      .select(['stage', 'approved_at', 'ready_at'])
      .where('id', '=', row.id)
      .where('approved_at', '=', row.at)
      .executeTakeFirst()
    const late = job && repairOverdueMinutes(hours, job, now)
    if (late === undefined || late === null) return false
    if (!(await claimNotice(trx, `${repairPrefix}${row.id}:${row.at}`, now))) return false
    const name = `${row.first_name} ${row.last_name}`.trim()
    await queueWrittenMail(
      trx,
      {
        to: settings.MAIL_TO_SERVICE,
        subject: headerText(`Overdue repair: ${name}'s cart is past the promise of 24-48 hours`),
        text: [
          `The repair for ${name} (${kindLabels[row.kind]}) is not ready two business days (16 service hours) after its approval.`,
          '',
          `Approved: ${readableTime(new Date(row.at))}`,
          `Due:      ${readableTime(repairDueAt(hours, new Date(row.at)))}`,
          `Overdue:  ${durationText(late)} (counted in service hours)`,
          '',
          `Open it: ${settings.SITE_URL}/admin/service/${row.id}`,
          '',
          'Mark it ready when the work is done, or tell the customer when it will be.',
        ].join('\n'),
      },
      now,
    )
    return true
  })
}
