import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'

/** Who changed a contract: a staff member, or null for the customer and the server's jobs. */
export type ContractActor = { id: string; email: string } | null

export type ContractEvent = {
  contractId: string
  /** booked, paid, activated, notice, ended, cancelled, invoice, charged, late_fee, delinquency, e-mailed, note… */
  kind: string
  actor: ContractActor
  at: string
  /** what the page shows beside the line: the amount, the month, the step, the note */
  detail?: Record<string, unknown>
}

/** One line of a contract's history, written in the caller's transaction with the change it describes. */
export async function recordContractEvent(db: DB, event: ContractEvent): Promise<void> {
  await db
    .insertInto('storage_contract_events')
    .values({
      id: randomUUID(),
      contract_id: event.contractId,
      at: event.at,
      actor_id: event.actor?.id ?? null,
      actor_email: event.actor?.email ?? null,
      kind: event.kind,
      detail: event.detail ? JSON.stringify(event.detail) : null,
    })
    .execute()
}
