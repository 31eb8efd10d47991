import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'
import { firstAddress } from '#app/kernel/.server/mail/outbox.ts'

import { createAlertDigests } from './digest'

/**
 * The buyers' alerts' periodic work, run by the scheduler (app/jobs.ts lists
 * it): alerts nobody confirmed in time are deleted, then the day's digests
 * queued. One per scheduler: the pass remembers what it saw between passes.
 */
export function createAlertsJob(): Job<{ alertDigests: number; expiredAlerts: number }> {
  const alertDigests = createAlertDigests()
  return async function alertsJob({ db, settings, logger, now }) {
    const alerts = await alertDigests.run(db, {
      now,
      siteUrl: settings.SITE_URL,
      mailbox: firstAddress(settings.MAIL_TO_GENERAL),
    })
    if (alerts.digests > 0) logger.info('buyer alert digests queued', { digests: alerts.digests })
    if (alerts.expired > 0)
      logger.info('unconfirmed buyer alerts deleted', { expired: alerts.expired })
    return { alertDigests: alerts.digests, expiredAlerts: alerts.expired }
  }
}
