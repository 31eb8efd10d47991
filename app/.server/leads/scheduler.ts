import type { DB } from '../db/connection'
import type { Settings } from '../env'
import type { WorkerLogger } from '../mail/outbox-worker'
import { expireHolds } from '../rentals/holds'
import { sendDigestIfDue } from './digest'
import { type ReminderSettings, sendDueReminders } from './reminders'

export type SchedulerSettings = ReminderSettings & Pick<Settings, 'LEADS_POLL_SECONDS'>

export type LeadScheduler = {
  /** one pass: reminders for newly overdue leads, the weekly digest if due, expired rental holds */
  runOnce(): Promise<{ reminders: number; digest: string | null; expiredHolds: number }>
  start(): void
  /** stops polling and waits for a pass in flight */
  stop(): Promise<void>
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
  let timer: NodeJS.Timeout | undefined
  let stopping = false
  let pass: Promise<unknown> = Promise.resolve()

  async function runOnce() {
    const reminders = await sendDueReminders(db, { now: now(), settings })
    if (reminders > 0) logger.info('overdue-lead reminders queued', { reminders })
    const week = await sendDigestIfDue(db, { now: now(), siteUrl: settings.SITE_URL })
    if (week) logger.info('weekly lead digest queued', { week: week.monday })
    // requests nobody confirmed give their cart back even when no one else reserves
    const expiredHolds = await expireHolds(db, now())
    if (expiredHolds > 0) logger.info('rental holds expired', { expiredHolds })
    return { reminders, digest: week?.monday ?? null, expiredHolds }
  }

  function schedule() {
    if (stopping) return
    timer = setTimeout(() => {
      pass = runOnce()
        .catch((error: unknown) =>
          // a database hiccup skips one pass; the next one retries
          logger.error('lead scheduler pass failed', {
            error: error instanceof Error ? error.message : String(error),
          }),
        )
        .finally(schedule)
    }, settings.LEADS_POLL_SECONDS * 1000)
    timer.unref()
  }

  return {
    runOnce,
    start() {
      stopping = false
      schedule()
    },
    async stop() {
      stopping = true
      clearTimeout(timer)
      await pass
    },
  }
}
