import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'

import { settleFeeCharges } from './job-fees.ts'

/* The deliveries' periodic work, run by the scheduler (app/jobs.ts lists it). */

/**
 * Fees whose card charge Stripe answered after the request that made them
 * (a lost answer the payments' pass settled): charged, or the customer
 * e-mailed how to pay.
 */
export const deliveryFeesJob: Job<{ deliveryFeesSettled: number }> = async (context) => {
  const { db, settings, logger, now } = context
  const deliveryFeesSettled = await settleFeeCharges(db, { siteUrl: settings.SITE_URL, now })
  if (deliveryFeesSettled > 0) logger.info('delivery fees settled', { deliveryFeesSettled })
  return { deliveryFeesSettled }
}
