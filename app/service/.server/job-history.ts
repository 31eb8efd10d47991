import type { DB } from '#app/kernel/.server/db/connection.ts'
import {
  type HistoryActor,
  type HistoryLine,
  recordHistoryLine,
} from '#app/kernel/.server/db/history-lines.ts'

/** Who moved a job: a staff member, or null for the customer and the server's jobs. */
export type JobActor = HistoryActor

export type JobEvent = HistoryLine & {
  jobId: string
  /** booked, checked_in, estimate_sent, approved, declined, ready, collected, cancelled, note, e-mailed… */
  kind: string
}

/** One line of a job's history, written in the caller's transaction with the change it describes. */
export function recordJobEvent(db: DB, event: JobEvent): Promise<void> {
  return recordHistoryLine(db, 'service_job_events', event.jobId, event)
}
