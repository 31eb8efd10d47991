import type { DB } from '../db/connection'
import type { Settings } from '../env'
import type { WorkerLogger } from '../mail/outbox-worker'
import { pollEvery, type Polling } from '../polling'
import { defaultBatchSize } from './batches'

/** What a job did in one pass, by name (how many e-mails it queued, the week it sent, …). */
export type JobCounts = Record<string, number | string | null>

/**
 * What one job is given on each pass; `now` is read afresh for every job.
 * `batchSize` is how many rows a job reads or claims at once (batches.ts).
 */
export type JobContext = {
  db: DB
  settings: Settings
  logger: WorkerLogger
  now: Date
  batchSize: number
}

/**
 * One piece of the periodic work a business registers (app/jobs.ts lists
 * them): it does what is due at `now`, logs what it did, and resolves to its
 * counts. What it sends goes through the outbox.
 */
export type Job<Counts extends JobCounts = JobCounts> = (context: JobContext) => Promise<Counts>

/** The counts of every job of a list, in one object. */
type CountsOf<Jobs extends readonly Job[]> = (
  Jobs[number] extends infer J ? (J extends Job<infer C> ? (c: C) => void : never) : never
) extends (c: infer All) => void
  ? All
  : never

export type Scheduler<Counts> = Polling & {
  /** one pass: every job in turn, in the order of the list; resolves to all their counts, or rejects once all ran when one failed */
  runOnce(): Promise<Counts>
}

/**
 * The clock's worker in the server process: every LEADS_POLL_SECONDS it runs
 * the jobs one after the other. A job that fails is logged and the others
 * still run (no job relies on another having run); the pass then fails, is
 * logged, and the next pass retries. What a job sends is claimed in the
 * database, so any number of servers may run it, and a restart simply
 * carries on.
 */
export function createScheduler<const Jobs extends readonly Job[]>(options: {
  db: DB
  settings: Settings
  logger: WorkerLogger
  jobs: Jobs
  now?: () => Date
  batchSize?: number
}): Scheduler<CountsOf<Jobs>> {
  const { db, settings, logger, jobs, batchSize = defaultBatchSize } = options
  const now = options.now ?? (() => new Date())

  async function runOnce() {
    const counts: JobCounts = {}
    const failed: string[] = []
    for (const [index, job] of jobs.entries()) {
      const name = job.name || `job ${index + 1}`
      try {
        Object.assign(counts, await job({ db, settings, logger, now: now(), batchSize }))
      } catch (error) {
        failed.push(name)
        logger.error('scheduler job failed', {
          job: name,
          error: error instanceof Error ? error.message : String(error),
        })
      }
    }
    if (failed.length > 0) throw new Error(`jobs failed: ${failed.join(', ')}`)
    return counts as CountsOf<Jobs>
  }

  return {
    runOnce,
    ...pollEvery(settings.LEADS_POLL_SECONDS, runOnce, {
      logger,
      message: 'lead scheduler pass failed',
    }),
  }
}
