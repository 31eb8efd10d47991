import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'

/** Who changed a job: a staff member, or null for the customer and the business that booked it. */
export type DeliveryActor = { id: string; email: string } | null

/** One line of a job's history, written in the caller's transaction with the change it describes. */
export async function recordDeliveryEvent(
  db: DB,
  event: {
    jobId: string
    /** booked, moved, on_the_way, arrived, done, failed, cancelled, charged… */
    kind: string
    actor: DeliveryActor
    at: string
    detail?: Record<string, unknown>
  },
): Promise<void> {
  await db
    .insertInto('delivery_job_events')
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
