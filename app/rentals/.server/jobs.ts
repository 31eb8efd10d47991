import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'

import { expireHolds } from './holds'
import { markNoShows } from './no-show'
import { sendOverdueReturnNotices } from './overdue'
import { sendDayBeforeReminders, sendRentalRequestReminders } from './reminders'
import { noShowAfter } from './settings'

/* The rentals' periodic work, run by the scheduler (app/jobs.ts lists it). */

/** Requests nobody confirmed give their cart back, even when no one else reserves. */
export const expiredHoldsJob: Job<{ expiredHolds: number }> = async ({ db, logger, now }) => {
  const expiredHolds = await expireHolds(db, now)
  if (expiredHolds > 0) logger.info('rental holds expired', { expiredHolds })
  return { expiredHolds }
}

/** Rentals nobody collected become no-shows after the owners' hours. */
export const noShowsJob: Job<{ noShows: number }> = async ({ db, settings, logger, now }) => {
  const noShows = await markNoShows(db, {
    now,
    hours: await readSetting(db, noShowAfter),
    siteUrl: settings.SITE_URL,
  })
  if (noShows > 0) logger.info('uncollected rentals marked no-shows', { noShows })
  return { noShows }
}

/** Sales hear of carts not back in time. */
export const overdueReturnsJob: Job<{ overdueReturns: number }> = async (context) => {
  const { db, settings, logger, now } = context
  const overdueReturns = await sendOverdueReturnNotices(db, { now, settings })
  if (overdueReturns > 0) logger.info('overdue-return notices queued', { overdueReturns })
  return { overdueReturns }
}

/** Sales are reminded of rental requests left unanswered past their due time. */
export const rentalRemindersJob: Job<{ rentalReminders: number }> = async (context) => {
  const { db, settings, logger, now } = context
  const rentalReminders = await sendRentalRequestReminders(db, { now, settings })
  if (rentalReminders > 0) {
    logger.info('overdue rental-request reminders queued', { reminders: rentalReminders })
  }
  return { rentalReminders }
}

/** Renters are reminded the day before their rental. */
export const dayBeforeJob: Job<{ dayBefore: number }> = async ({ db, settings, logger, now }) => {
  const dayBefore = await sendDayBeforeReminders(db, { now, siteUrl: settings.SITE_URL })
  if (dayBefore > 0) logger.info('day-before rental reminders queued', { reminders: dayBefore })
  return { dayBefore }
}
