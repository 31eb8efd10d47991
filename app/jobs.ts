import { deliveryFeesJob } from '#app/deliveries/.server/jobs.ts'
import { createScheduler } from '#app/kernel/.server/jobs/scheduler.ts'
import { leadDigestJob, leadRemindersJob, spamPurgeJob } from '#app/leads/.server/jobs.ts'
import { pendingPaymentsJob, stripeEventRetentionJob } from '#app/payments/.server/jobs.ts'
import {
  dayBeforeJob,
  depositHoldsJob,
  depositLapseJob,
  endedRentHoldsJob,
  expiredHoldsJob,
  noShowsJob,
  overdueReturnsJob,
  rentalRemindersJob,
} from '#app/rentals/.server/jobs.ts'
import { createAlertsJob } from '#app/sales/.server/alerts/jobs.ts'
import { cartHoldsJob } from '#app/sales/.server/cart-holds/jobs.ts'
import {
  serviceBookingRemindersJob,
  serviceRepairRemindersJob,
  uncollectedCartsJob,
} from '#app/service/.server/jobs.ts'
import { storageBillingJob, storageLapsedPickupsJob } from '#app/storage/.server/jobs.ts'

/*
 * The one list of the scheduler's jobs, beside the other tables that put the
 * businesses together (routes.ts, islands/registry.ts, outbox-composers.ts).
 * It lives in app/, not server/, because the businesses' tests run the
 * scheduler with this very list, and app/ code never reaches into the
 * Express edge; server/index.ts only starts it.
 */

/** Every job, in the order a pass runs them; a new list for each scheduler (jobs may remember). */
export function schedulerJobs() {
  return [
    expiredHoldsJob,
    endedRentHoldsJob,
    noShowsJob,
    overdueReturnsJob,
    leadRemindersJob,
    rentalRemindersJob,
    dayBeforeJob,
    leadDigestJob,
    spamPurgeJob,
    createAlertsJob(),
    cartHoldsJob,
    pendingPaymentsJob,
    // after the pending payments: a fee's charge Stripe has just answered
    deliveryFeesJob,
    stripeEventRetentionJob,
    depositHoldsJob,
    depositLapseJob,
    serviceBookingRemindersJob,
    serviceRepairRemindersJob,
    uncollectedCartsJob,
    storageBillingJob,
    storageLapsedPickupsJob,
  ] as const
}

export type SiteScheduler = ReturnType<typeof createSiteScheduler>

/**
 * The scheduler the server runs: reminders for overdue leads and rental
 * requests, the renters' day-before reminders, the weekly digest, expired
 * holds (and the rent held on their cards), no-shows, overdue returns,
 * quarantined spam past its retention, the buyers' alert digests, carts'
 * holds past their end (refunded), the payments Stripe has not answered
 * yet (and the delivery fees those charges decide), Stripe's events past their 30 days, the rental deposits held on
 * cards the day before pickup and the warnings of holds about to lapse,
 * and the service's reminders (bookings unanswered, repairs past their
 * promise, carts ready and not collected) and storage's billing (invoices
 * charged, late fees, delinquency steps, contracts ended) and the pickup
 * windows of storage bookings left unpaid, each pass in that order.
 */
export function createSiteScheduler(options: Omit<Parameters<typeof createScheduler>[0], 'jobs'>) {
  return createScheduler({ ...options, jobs: schedulerJobs() })
}
