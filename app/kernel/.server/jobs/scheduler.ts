import type { DB } from '../db/connection'
import type { Settings } from '../env'
import type { WorkerLogger } from '../mail/outbox-worker'
import { pollEvery, type Polling } from '../polling'

/** What a job did in one pass, by name (how many e-mails it queued, the week it sent, …). */
export type JobCounts = Record<string, number | string | null>

/** What one job is given on each pass; `now` is read afresh for every job. */
export type JobContext = { db: DB; settings: Settings; logger: WorkerLogger; now: Date }

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
  /** one pass: every job in turn, in the order of the list; resolves to all their counts */
  runOnce(): Promise<Counts>
}

/**
 * The clock's worker in the server process: every LEADS_POLL_SECONDS it runs
 * the jobs one after the other. A job that fails ends the pass, which is
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
}): Scheduler<CountsOf<Jobs>> {
  const { db, settings, logger, jobs } = options
  const now = options.now ?? (() => new Date())

  async function runOnce() {
    const counts: JobCounts = {}
    for (const job of jobs) Object.assign(counts, await job({ db, settings, logger, now: now() }))
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
