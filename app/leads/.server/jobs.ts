import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'

import { purgeSpam } from './contact/spam-retention'
import { sendDigestIfDue } from './digest'
import { sendDueReminders } from './reminders'

/* The leads' periodic work, run by the scheduler (app/jobs.ts lists it). */

/** Staff are reminded of leads newly overdue. */
export const leadRemindersJob: Job<{ reminders: number }> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  const reminders = await sendDueReminders(db, { now, settings, batchSize })
  if (reminders > 0) logger.info('overdue-lead reminders queued', { reminders })
  return { reminders }
}

/** The owners' weekly digest, once it is due; `digest` is the week's Monday. */
export const leadDigestJob: Job<{ digest: string | null }> = async (context) => {
  const { db, settings, logger, now } = context
  const week = await sendDigestIfDue(db, { now, siteUrl: settings.SITE_URL })
  if (week) logger.info('weekly lead digest queued', { week: week.monday })
  return { digest: week?.monday ?? null }
}

/** Quarantined spam past the owners' retention is deleted. */
export const spamPurgeJob: Job<{ purgedSpam: number }> = async (context) => {
  const { db, logger, now, batchSize } = context
  const purgedSpam = await purgeSpam(db, now, batchSize)
  if (purgedSpam > 0) logger.info('quarantined spam purged', { purgedSpam })
  return { purgedSpam }
}
