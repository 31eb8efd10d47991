import { randomUUID } from 'node:crypto'

import type { DB } from './connection'

/**
 * The history tables made by the migrations' `createHistoryTable`, each with
 * the column that names its owner: one line a change, beside the row it
 * belongs to.
 */
const owners = {
  service_job_events: 'job_id',
  storage_contract_events: 'contract_id',
  delivery_job_events: 'job_id',
} as const
export type HistoryTable = keyof typeof owners

/** Who made a change: a staff member, or null for the customer and the server's jobs. */
export type HistoryActor = { id: string; email: string } | null

export type HistoryLine = {
  kind: string
  actor: HistoryActor
  at: string
  /** what the page shows beside the line */
  detail?: Record<string, unknown>
}

/** One line of an owner's history, written in the caller's transaction with the change it describes. */
export async function recordHistoryLine(
  db: DB,
  table: HistoryTable,
  ownerId: string,
  line: HistoryLine,
): Promise<void> {
  await db
    .insertInto(table)
    .values({
      id: randomUUID(),
      [owners[table]]: ownerId,
      at: line.at,
      actor_id: line.actor?.id ?? null,
      actor_email: line.actor?.email ?? null,
      kind: line.kind,
      detail: line.detail ? JSON.stringify(line.detail) : null,
    })
    .execute()
}
