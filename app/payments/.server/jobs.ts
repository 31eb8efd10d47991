import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'

import { checkPendingPayments } from './pending-check'
import { onlinePayments } from './stripe-client'
import { trimOldStripeEvents } from './stripe-event-retention'

/* The payments' periodic work, run by the scheduler (app/jobs.ts lists it). */

/** Ledger rows left pending (an answer lost, a payer still on the page) are settled from what Stripe says. */
export const pendingPaymentsJob: Job<{ pendingPaymentsSettled: number }> = async (context) => {
  const { db, settings, logger, now } = context
  const online = onlinePayments(settings)
  if (!online) return { pendingPaymentsSettled: 0 }
  const check = await checkPendingPayments(db, online.stripe, now, (row, error) => {
    logger.warn('a pending payment could not be checked with Stripe', {
      paymentId: row.id,
      error: error instanceof Error ? error.message : String(error),
    })
  })
  if (check.checked > 0) logger.info('pending payments checked with Stripe', check)
  return { pendingPaymentsSettled: check.settled }
}

/** Stripe's events older than 30 days are cut to their ids (they hold payers' names and e-mails). */
export const stripeEventRetentionJob: Job<{ stripeEventsTrimmed: number }> = async (context) => {
  const { db, logger, now, batchSize } = context
  const stripeEventsTrimmed = await trimOldStripeEvents(db, now, batchSize)
  if (stripeEventsTrimmed > 0)
    logger.info('old Stripe events cut to their ids', { stripeEventsTrimmed })
  return { stripeEventsTrimmed }
}
