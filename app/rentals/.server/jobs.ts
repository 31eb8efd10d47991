import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'

import { holdDepositsDue, warnOfLapsingDeposits } from './deposit-jobs'
import { expireHoldsInBatches } from './holds'
import { markNoShows } from './no-show'
import { sendOverdueReturnNotices } from './overdue'
import { sendDayBeforeReminders, sendRentalRequestReminders } from './reminders'
import { releaseEndedHolds } from './rent-money'
import { noShowAfter } from './settings'

/*
 * The rentals' periodic work, run by the scheduler (app/jobs.ts lists it).
 * Each job works in batches of the scheduler's size and yields to requests
 * between them; none relies on another having run first.
 */

/** Requests nobody confirmed give their cart back, even when no one else reserves. */
export const expiredHoldsJob: Job<{ expiredHolds: number }> = async (context) => {
  const { db, logger, now, batchSize } = context
  const expiredHolds = await expireHoldsInBatches(db, now, batchSize)
  if (expiredHolds > 0) logger.info('rental holds expired', { expiredHolds })
  return { expiredHolds }
}

/** Rent held on a card for a request that ended unconfirmed (expired above all) is released. */
export const endedRentHoldsJob: Job<{ releasedRentHolds: number }> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  const releasedRentHolds = await releaseEndedHolds(
    db,
    onlinePayments(settings)?.stripe,
    now,
    batchSize,
  )
  if (releasedRentHolds > 0) logger.info('rent holds released', { releasedRentHolds })
  return { releasedRentHolds }
}

/** Rentals nobody collected become no-shows after the owners' hours. */
export const noShowsJob: Job<{ noShows: number }> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  const noShows = await markNoShows(db, {
    now,
    hours: await readSetting(db, noShowAfter),
    siteUrl: settings.SITE_URL,
    batchSize,
  })
  if (noShows > 0) logger.info('uncollected rentals marked no-shows', { noShows })
  return { noShows }
}

/** Sales hear of carts not back in time. */
export const overdueReturnsJob: Job<{ overdueReturns: number }> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  const overdueReturns = await sendOverdueReturnNotices(db, { now, settings, batchSize })
  if (overdueReturns > 0) logger.info('overdue-return notices queued', { overdueReturns })
  return { overdueReturns }
}

/** Sales are reminded of rental requests left unanswered past their due time. */
export const rentalRemindersJob: Job<{ rentalReminders: number }> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  const rentalReminders = await sendRentalRequestReminders(db, { now, settings, batchSize })
  if (rentalReminders > 0) {
    logger.info('overdue rental-request reminders queued', { reminders: rentalReminders })
  }
  return { rentalReminders }
}

/** Renters are reminded the day before their rental. */
export const dayBeforeJob: Job<{ dayBefore: number }> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  const dayBefore = await sendDayBeforeReminders(db, { now, siteUrl: settings.SITE_URL, batchSize })
  if (dayBefore > 0) logger.info('day-before rental reminders queued', { reminders: dayBefore })
  return { dayBefore }
}

/** Deposits are held on the renter's saved card the day before pickup, with online payment on. */
export const depositHoldsJob: Job<{ depositsHeld: number; depositLinks: number }> = async (
  context,
) => {
  const { db, settings, logger, now, batchSize } = context
  const online = onlinePayments(settings)
  if (!online) return { depositsHeld: 0, depositLinks: 0 }
  const outcome = await holdDepositsDue(db, online, { now, siteUrl: settings.SITE_URL, batchSize })
  const result = { depositsHeld: outcome.held, depositLinks: outcome['link-sent'] }
  if (result.depositsHeld + result.depositLinks > 0) logger.info('rental deposits held', result)
  return result
}

/** Staff hear a day before a deposit held on a card lapses. */
export const depositLapseJob: Job<{ depositLapseWarnings: number }> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  const depositLapseWarnings = await warnOfLapsingDeposits(db, { now, settings, batchSize })
  if (depositLapseWarnings > 0)
    logger.info('deposit lapse warnings queued', { depositLapseWarnings })
  return { depositLapseWarnings }
}
