import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'

import { type BillingCounts, runStorageBilling } from './billing-pass'
import { releaseLapsedPickups } from './trips'

/** Storage billing by the policy (record 076): invoices, charges, late fees, delinquency steps, endings. */
export const storageBillingJob: Job<BillingCounts> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  const counts = await runStorageBilling(db, {
    online: onlinePayments(settings),
    siteUrl: settings.SITE_URL,
    now,
    batchSize,
  })
  if (Object.values(counts).some((count) => count > 0)) logger.info('storage billing', counts)
  return counts
}

/** The pickup windows of storage bookings left unpaid past their hold, given back to the trucks. */
export const storageLapsedPickupsJob: Job<{ storagePickupsReleased: number }> = async ({
  db,
  logger,
  now,
}) => {
  const storagePickupsReleased = await releaseLapsedPickups(db, now)
  if (storagePickupsReleased > 0)
    logger.info('storage pickups released', { storagePickupsReleased })
  return { storagePickupsReleased }
}
