import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'

/** Who moved a job: a staff member, or null for the customer and the server's jobs. */
export type JobActor = { id: string; email: string } | null

export type JobEvent = {
  jobId: string
  /** booked, checked_in, estimate_sent, approved, declined, ready, collected, cancelled, note, e-mailed… */
  kind: string
  actor: JobActor
  at: string
  /** what the page shows beside the line: the stage moved to, the estimate's total, the note */
  detail?: Record<string, unknown>
}

/** One line of a job's history, written in the caller's transaction with the change it describes. */
export async function recordJobEvent(db: DB, event: JobEvent): Promise<void> {
  await db
    .insertInto('service_job_events')
    .values({
      id: randomUUID(),
      job_id: event.jobId,
      at: event.at,
      actor_id: event.actor?.id ?? null,
      actor_email: event.actor?.email ?? null,
      kind: event.kind,
      detail: event.detail ? JSON.stringify(event.detail) : null,
    })
    .execute()
}
