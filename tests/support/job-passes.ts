import { createSiteScheduler } from '#app/jobs.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import type { WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'

/*
 * The scheduler's jobs tested over more rows than one batch: settings with
 * the addresses the jobs write to, a logger that says nothing, and two
 * servers' passes at the same moment followed by a later one (a restarted
 * server), so a test sees each row handled exactly once.
 */

export const jobSettings = parseSettings({
  SITE_URL: 'https://www.keystone-golfcarts.example',
  MAIL_TO_SALES: 'sales@keystone-golfcarts.example',
})

export const quietLogger: WorkerLogger = { info() {}, warn() {}, error() {} }

/** Two servers' schedulers passing at once in batches of `batchSize`, then a third pass; the counts of each. */
export async function schedulerPasses(options: {
  serverConnection: () => DB
  now: Date
  batchSize: number
}) {
  const scheduler = () =>
    createSiteScheduler({
      db: options.serverConnection(),
      settings: jobSettings,
      logger: quietLogger,
      now: () => options.now,
      batchSize: options.batchSize,
    })
  const together = await Promise.all([scheduler().runOnce(), scheduler().runOnce()])
  const later = await scheduler().runOnce()
  return { together, later }
}
