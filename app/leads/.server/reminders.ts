import { type NotNull, sql } from 'kysely'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { defaultBatchSize, eachRow } from '#app/kernel/.server/jobs/batches.ts'
import { queueWrittenMail, type WrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { businessMinutesBetween, type WeeklyHours } from '#app/kernel/dealer/business-hours.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'

import { claimNotice } from './notices'

export type ReminderSettings = Pick<Settings, 'SITE_URL' | 'MAIL_TO_SALES'>

const reminderPrefix = 'reminder:'

type OverdueLead = {
  id: string
  first_name: string
  last_name: string
  interest: string
  received_at: string
  due_at: string
  assignee: string | null
  /** the key of its reminder when one was sent */
  reminded: string | null
}

/** How long after its due time a lead unanswered still gets its one reminder. */
const reminderWindowMs = 7 * 86_400_000

/**
 * Queues one reminder e-mail for each lead that has become overdue (received,
 * not answered, its due time passed) and has not had one. Each reminder is
 * claimed by the key `reminder:<lead id>` in the transaction that queues its
 * e-mail, so servers running side by side, or a server after a restart,
 * never send a second one. Resolves to how many this pass queued.
 *
 * The pass walks the unanswered overdue leads in due order, a page of the
 * index on first_response_at and due_at at a time, yielding to requests
 * between pages: one statement reads at most a page, reminded or not. Only
 * leads that fell due in the last week are walked: years of leads nobody
 * answered stay in that index, each reminded in the pass after it fell due
 * (the inbox still counts them overdue). A restarted pass walks again and
 * finds the reminded ones claimed.
 */
export async function sendDueReminders(
  db: DB,
  options: { now: Date; settings: ReminderSettings; batchSize?: number },
): Promise<number> {
  const { now, settings, batchSize = defaultBatchSize } = options
  const hours = (await currentHours(db, now)).weeks.showroom
  return eachRow(
    (last: OverdueLead | undefined) => overdueLeads(db, now, batchSize, last),
    async (lead) => lead.reminded === null && (await remind(db, lead, { now, settings, hours })),
  )
}

/** The next page of unanswered overdue leads in due order after `last`, each with its reminder's key if it had one. */
function overdueLeads(db: DB, now: Date, limit: number, last: OverdueLead | undefined) {
  let page = db
    .selectFrom('contact_messages')
    .select(['id', 'due_at'])
    .where('first_response_at', 'is', null)
    .where('due_at', '>=', new Date(now.getTime() - reminderWindowMs).toISOString())
    .where('due_at', '<', now.toISOString())
    .where('status', '=', 'received')
  if (last) {
    const { due_at: dueAt, id } = last
    page = page
      .where('due_at', '>=', dueAt)
      .where((eb) => eb.or([eb('due_at', '>', dueAt), eb('id', '>', id)]))
  }
  return (
    db
      .selectFrom(page.orderBy('due_at').orderBy('id').limit(limit).as('p'))
      .innerJoin('contact_messages as m', 'm.id', 'p.id')
      .leftJoin('staff_users as s', (join) =>
        join.onRef('s.id', '=', 'm.assigned_to').on('s.active', '=', 1),
      )
      // by the claim's key, the table's primary key (both engines concatenate with ||)
      .leftJoin('lead_notices as n', (join) =>
        join.on('n.key', '=', sql<string>`${reminderPrefix} || m.id`),
      )
      .select([
        'm.id',
        'm.first_name',
        'm.last_name',
        'm.interest',
        'm.received_at',
        'm.due_at',
        's.email as assignee',
        'n.key as reminded',
      ])
      .orderBy('m.due_at')
      .orderBy('m.id')
      .$narrowType<{ due_at: NotNull }>()
      .execute()
  )
}

/** Queues one lead's reminder under its claim; false when answered meanwhile or claimed by another pass. */
function remind(
  db: DB,
  lead: OverdueLead,
  context: { now: Date; settings: ReminderSettings; hours: WeeklyHours },
): Promise<boolean> {
  const { now, settings, hours } = context
  return db.transaction().execute(async (trx) => {
    // answered (or quarantined) since the list was read: no reminder, and no claim
    const still = await trx
      .selectFrom('contact_messages')
      .select('id')
      .where('id', '=', lead.id)
      .where('status', '=', 'received')
      .where('first_response_at', 'is', null)
      .executeTakeFirst()
    if (!still) return false
    if (!(await claimNotice(trx, `${reminderPrefix}${lead.id}`, now, lead.id))) return false
    await queueWrittenMail(trx, reminderMail(lead, now, settings, hours), now)
    return true
  })
}

/** The reminder: whose lead, how late, and the link to it. */
export function reminderMail(
  lead: OverdueLead,
  now: Date,
  settings: ReminderSettings,
  hours: WeeklyHours,
): WrittenMail {
  const name = `${lead.first_name} ${lead.last_name}`.trim()
  const late = Math.round(businessMinutesBetween(hours, new Date(lead.due_at), now))
  return {
    to: lead.assignee ?? settings.MAIL_TO_SALES,
    subject: `Overdue lead: ${name} is waiting for a first response`,
    text: [
      `The lead from ${name} (${lead.interest}) has not been answered.`,
      '',
      `Received: ${readableTime(new Date(lead.received_at))}`,
      `Due:      ${readableTime(new Date(lead.due_at))}`,
      `Overdue:  ${lateText(late)} (counted in sales hours)`,
      lead.assignee ? '' : 'Nobody has taken this lead yet.',
      '',
      `Open it: ${settings.SITE_URL}/admin/leads/${lead.id}`,
      '',
      'Log a call or an e-mail, or move it to contacted, to stop the clock.',
    ].join('\n'),
  }
}

function lateText(minutes: number): string {
  if (minutes < 1) return 'just now'
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const parts = [h > 0 ? `${h} h` : '', m > 0 ? `${m} min` : ''].filter(Boolean)
  return parts.join(' ')
}
