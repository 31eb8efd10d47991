import type { DB } from '#app/kernel/.server/db/connection.ts'
import {
  type HistoryActor,
  type HistoryLine,
  recordHistoryLine,
} from '#app/kernel/.server/db/history-lines.ts'

/** Who changed a job: a staff member, or null for the customer and the business that booked it. */
export type DeliveryActor = HistoryActor

/** One line of a job's history, written in the caller's transaction with the change it describes. */
export function recordDeliveryEvent(
  db: DB,
  event: HistoryLine & {
    jobId: string
    /** booked, moved, on_the_way, arrived, done, failed, cancelled, charged… */
    kind: string
  },
): Promise<void> {
  return recordHistoryLine(db, 'delivery_job_events', event.jobId, event)
}
