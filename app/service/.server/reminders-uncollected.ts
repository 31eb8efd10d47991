import type { DB } from '#app/kernel/.server/db/connection.ts'
import { defaultBatchSize, eachRow } from '#app/kernel/.server/jobs/batches.ts'
import { greeting, headerText } from '#app/kernel/.server/mail/escape.ts'
import { queueWrittenMail, type WrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import { claimNotice } from '#app/leads/.server/notices.ts'
import { policyPages } from '#app/site/content/policies.ts'

import {
  daysAfter,
  lienDays,
  lienNoticeDue,
  type ReminderDay,
  reminderDays,
  reminderDue,
} from '../uncollected-clock'
import type { ServiceReminderSettings } from './reminders'

/*
 * Carts ready and not collected (record 072): the customer is reminded 7, 14
 * and 21 days after the cart was ready, and at 30 days the service desk is
 * told the lien notice is due, with the link to print it. Each e-mail is
 * claimed by its key (the job, its ready time and the day) in `lead_notices`
 * in the transaction that queues it, so it goes once whatever the servers; a
 * job made ready again starts its days again.
 */

const uncollectedPrefix = 'service-uncollected:'
const lienPrefix = 'service-lien:'

/** Where the rule on carts left after service is published (the printed notice quotes it). */
function termsPage() {
  const page = policyPages.find((policy) => policy.file === 'terms-conditions')
  if (!page) throw new Error('No Terms & Conditions page')
  return page
}

/** The walk reads the carts ready in these days: at 45 days nothing more is sent (the board keeps the flag). */
const windowDays = 45

type ReadyJob = {
  id: string
  token: string
  ready_at: string
  first_name: string
  last_name: string
  email: string
  cart_brand: string
  cart_model: string
}

const cartText = (job: ReadyJob) => `${job.cart_brand} ${job.cart_model}`.trim()

/**
 * Queues the reminders and lien notices due at `now`; resolves to how many.
 * The pass walks the ready carts of the last 45 days that have waited at
 * least 7, in ready order, a batch at a time, yielding between batches.
 */
export async function sendUncollectedReminders(
  db: DB,
  options: { now: Date; settings: ServiceReminderSettings; batchSize?: number },
): Promise<number> {
  const { now, settings, batchSize = defaultBatchSize } = options
  const zone = business.timeZone
  const newest = daysAfter(now, -reminderDays[0], zone).toISOString()
  const oldest = daysAfter(now, -windowDays, zone).toISOString()
  return eachRow(
    (last: ReadyJob | undefined) => {
      let page = db
        .selectFrom('service_jobs')
        .select(['id', 'token', 'ready_at', 'first_name', 'last_name', 'email'])
        .select(['cart_brand', 'cart_model'])
        .where('stage', '=', 'ready')
        .where('ready_at', '>=', oldest)
        .where('ready_at', '<=', newest)
      if (last) {
        const { ready_at: readyAt, id } = last
        page = page
          .where('ready_at', '>=', readyAt)
          .where((eb) => eb.or([eb('ready_at', '>', readyAt), eb('id', '>', id)]))
      }
      return page
        .orderBy('ready_at')
        .orderBy('id')
        .limit(batchSize)
        .$narrowType<{ ready_at: string }>()
        .execute()
    },
    (job) => remindOfUncollected(db, job, { now, settings }),
  )
}

/** One job's due e-mail under its claim; false when nothing is due, it moved on, or another pass sent it. */
function remindOfUncollected(
  db: DB,
  job: ReadyJob,
  context: { now: Date; settings: ServiceReminderSettings },
): Promise<boolean> {
  const { now, settings } = context
  const readyAt = new Date(job.ready_at)
  const lien = lienNoticeDue(readyAt, now, business.timeZone)
  const day = reminderDue(readyAt, now, business.timeZone)
  if (!lien && day === null) return Promise.resolve(false)
  const key = lien
    ? `${lienPrefix}${job.id}:${job.ready_at}`
    : `${uncollectedPrefix}${job.id}:${job.ready_at}:${day}`
  return db.transaction().execute(async (trx) => {
    // collected (or made ready again) since the list was read: nothing, and no claim
    const still = await trx
      .selectFrom('service_jobs')
      .select('id')
      .where('id', '=', job.id)
      .where('stage', '=', 'ready')
      .where('ready_at', '=', job.ready_at)
      .executeTakeFirst()
    if (!still) return false
    if (!(await claimNotice(trx, key, now))) return false
    if (lien) await queueWrittenMail(trx, lienDueMail(job, settings), now)
    else if (day !== null) {
      await queueWrittenMail(trx, collectMail(job, day, settings.SITE_URL), now, 'renter')
    }
    return true
  })
}

/** The customer's reminder: the cart is ready, how long it has waited, how to collect it; at 21 days the terms' rule. */
export function collectMail(job: ReadyJob, day: ReminderDay, siteUrl: string): WrittenMail {
  const last = day === 21
  const terms = termsPage()
  return {
    to: job.email,
    subject: headerText(
      last
        ? `Please collect your ${cartText(job)}: ready for 3 weeks`
        : `Your ${cartText(job)} is ready to collect`,
    ),
    text: [
      greeting(job.first_name),
      '',
      `Your ${cartText(job)} has been ready for ${day} days, since ${readableTime(new Date(job.ready_at))}.`,
      `Please collect it, or call us at ${phones.service.display} to arrange a time or a delivery.`,
      '',
      `Your job, its invoice and how to pay: ${siteUrl}/service/${job.token}`,
      ...(last
        ? [
            '',
            `Under the Collection rule of our ${terms.title} (${siteUrl}${terms.path}), a cart not collected ${lienDays} days after we told you it was ready is treated as abandoned and becomes subject to a lien for the charges owed.`,
          ]
        : []),
      '',
      business.name,
    ].join('\n'),
  }
}

/** The service desk's note at 30 days: the lien notice is due, and where to print it. */
function lienDueMail(job: ReadyJob, settings: ServiceReminderSettings): WrittenMail {
  const name = `${job.first_name} ${job.last_name}`.trim()
  return {
    to: settings.MAIL_TO_SERVICE,
    subject: headerText(
      `Lien notice due: ${name}'s ${cartText(job)} not collected in ${lienDays} days`,
    ),
    text: [
      `${name}'s ${cartText(job)} has been ready since ${readableTime(new Date(job.ready_at))} and has not been collected.`,
      'Reminders to collect it go to the customer at 7, 14 and 21 days.',
      '',
      `Print the lien notice: ${settings.SITE_URL}/admin/service/${job.id}/lien-notice`,
      `Open the job: ${settings.SITE_URL}/admin/service/${job.id}`,
    ].join('\n'),
  }
}
