import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'

import { type BillingCounts, runStorageBilling } from './billing-pass'

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
