import { purgeSpam } from '../../../leads/.server/contact/spam-retention'
import { sendDigestIfDue } from '../../../leads/.server/digest'
import { type ReminderSettings, sendDueReminders } from '../../../leads/.server/reminders'
import { expireHolds } from '../../../rentals/.server/holds'
import { markNoShows } from '../../../rentals/.server/no-show'
import { sendOverdueReturnNotices } from '../../../rentals/.server/overdue'
import {
  sendDayBeforeReminders,
  sendRentalRequestReminders,
} from '../../../rentals/.server/reminders'
import { noShowAfter } from '../../../rentals/.server/settings'
import { createAlertDigests } from '../../../sales/.server/alerts/digest'
import type { DB } from '../db/connection'
import type { Settings } from '../env'
import { firstAddress } from '../mail/compose'
import type { WorkerLogger } from '../mail/outbox-worker'
import { pollEvery, type Polling } from '../polling'
import { readSetting } from '../settings/app-settings'

export type SchedulerSettings = ReminderSettings &
  Pick<Settings, 'LEADS_POLL_SECONDS' | 'MAIL_TO_GENERAL'>

export type LeadScheduler = Polling & {
  /**
   * one pass: reminders for newly overdue leads and rental requests, the
   * renters' day-before reminders, the weekly digest if due, expired rental holds,
   * quarantined spam past its retention
   * rentals nobody collected (no-shows) and carts not back in time (overdue returns),
   * buyers' alert digests and alerts nobody confirmed in time
   */
  runOnce(): Promise<{
    reminders: number
    rentalReminders: number
    dayBefore: number
    digest: string | null
    expiredHolds: number
    purgedSpam: number
    noShows: number
    overdueReturns: number
    alertDigests: number
    expiredAlerts: number
  }>
}

/**
 * The lead clock's worker in the server process: every LEADS_POLL_SECONDS it
 * queues reminders and the weekly digest in the outbox (the outbox worker
 * sends them). What was sent is claimed in the database, so any number of
 * servers may run it, and a restart simply carries on.
 */
export function createLeadScheduler(options: {
  db: DB
  settings: SchedulerSettings
  logger: WorkerLogger
  now?: () => Date
}): LeadScheduler {
  const { db, settings, logger } = options
  const now = options.now ?? (() => new Date())
  const alertDigests = createAlertDigests()

  async function runOnce() {
    // requests nobody confirmed give their cart back even when no one else reserves (first, so no reminder names them)
    const expiredHolds = await expireHolds(db, now())
    if (expiredHolds > 0) logger.info('rental holds expired', { expiredHolds })
    const noShows = await markNoShows(db, {
      now: now(),
      hours: await readSetting(db, noShowAfter),
      siteUrl: settings.SITE_URL,
    })
    if (noShows > 0) logger.info('uncollected rentals marked no-shows', { noShows })
    const overdueReturns = await sendOverdueReturnNotices(db, { now: now(), settings })
    if (overdueReturns > 0) logger.info('overdue-return notices queued', { overdueReturns })
    const reminders = await sendDueReminders(db, { now: now(), settings })
    if (reminders > 0) logger.info('overdue-lead reminders queued', { reminders })
    const rentalReminders = await sendRentalRequestReminders(db, { now: now(), settings })
    if (rentalReminders > 0) {
      logger.info('overdue rental-request reminders queued', { reminders: rentalReminders })
    }
    const dayBefore = await sendDayBeforeReminders(db, { now: now(), siteUrl: settings.SITE_URL })
    if (dayBefore > 0) logger.info('day-before rental reminders queued', { reminders: dayBefore })
    const week = await sendDigestIfDue(db, { now: now(), siteUrl: settings.SITE_URL })
    if (week) logger.info('weekly lead digest queued', { week: week.monday })
    const purgedSpam = await purgeSpam(db, now())
    if (purgedSpam > 0) logger.info('quarantined spam purged', { purgedSpam })
    const alerts = await alertDigests.run(db, {
      now: now(),
      siteUrl: settings.SITE_URL,
      mailbox: firstAddress(settings.MAIL_TO_GENERAL),
    })
    if (alerts.digests > 0) logger.info('buyer alert digests queued', { digests: alerts.digests })
    if (alerts.expired > 0)
      logger.info('unconfirmed buyer alerts deleted', { expired: alerts.expired })
    return {
      reminders,
      rentalReminders,
      dayBefore,
      digest: week?.monday ?? null,
      expiredHolds,
      purgedSpam,
      noShows,
      overdueReturns,
      alertDigests: alerts.digests,
      expiredAlerts: alerts.expired,
    }
  }

  return {
    runOnce,
    ...pollEvery(settings.LEADS_POLL_SECONDS, runOnce, {
      logger,
      message: 'lead scheduler pass failed',
    }),
  }
}
