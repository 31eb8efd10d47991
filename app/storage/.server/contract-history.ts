import type { DB } from '#app/kernel/.server/db/connection.ts'
import {
  type HistoryActor,
  type HistoryLine,
  recordHistoryLine,
} from '#app/kernel/.server/db/history-lines.ts'

/** Who changed a contract: a staff member, or null for the customer and the server's jobs. */
export type ContractActor = HistoryActor

export type ContractEvent = HistoryLine & {
  contractId: string
  /** booked, paid, activated, notice, ended, cancelled, invoice, charged, late_fee, delinquency, e-mailed, note… */
  kind: string
}

/** One line of a contract's history, written in the caller's transaction with the change it describes. */
export function recordContractEvent(db: DB, event: ContractEvent): Promise<void> {
  return recordHistoryLine(db, 'storage_contract_events', event.contractId, event)
}
