import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'

import { sendBookingReminders, sendRepairReminders } from './reminders'
import { sendUncollectedReminders } from './reminders-uncollected'

/*
 * The service's periodic work, run by the scheduler (app/jobs.ts lists it).
 * Each job walks its rows in batches of the scheduler's size and yields to
 * requests between them; each e-mail is claimed once, whatever the servers.
 */

/** The service desk hears of online bookings left unanswered past the response promise. */
export const serviceBookingRemindersJob: Job<{ bookingReminders: number }> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  const bookingReminders = await sendBookingReminders(db, { now, settings, batchSize })
  if (bookingReminders > 0) logger.info('overdue-booking reminders queued', { bookingReminders })
  return { bookingReminders }
}

/** The service desk hears of repairs past the promise of two business days. */
export const serviceRepairRemindersJob: Job<{ repairReminders: number }> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  const repairReminders = await sendRepairReminders(db, { now, settings, batchSize })
  if (repairReminders > 0) logger.info('overdue-repair reminders queued', { repairReminders })
  return { repairReminders }
}

/** Customers are reminded to collect ready carts at 7, 14 and 21 days; at 30 the desk hears the lien notice is due. */
export const uncollectedCartsJob: Job<{ uncollectedReminders: number }> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  const uncollectedReminders = await sendUncollectedReminders(db, { now, settings, batchSize })
  if (uncollectedReminders > 0) {
    logger.info('uncollected-cart reminders queued', { uncollectedReminders })
  }
  return { uncollectedReminders }
}
