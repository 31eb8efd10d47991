import type { ServiceStage } from './service-stages'

/*
 * The stage moves staff make on a job's page (record 071). Waiting for
 * approval is reached by sending an estimate, and in repair from there by
 * the customer's approval; staff never skip the approval. A declined
 * estimate sends the job back to diagnosing, from where it is revised or the
 * cart made ready to go back unrepaired.
 */
export const allowedMoves: Record<ServiceStage, readonly ServiceStage[]> = {
  booked: ['checked_in', 'cancelled'],
  checked_in: ['diagnosing', 'cancelled'],
  diagnosing: ['ready', 'cancelled'],
  awaiting_approval: ['diagnosing', 'cancelled'],
  in_repair: ['ready', 'cancelled'],
  ready: ['collected', 'in_repair'],
  collected: [],
  cancelled: [],
}

export const canMove = (from: ServiceStage, to: ServiceStage) => allowedMoves[from].includes(to)

/** The button for a move, by where the job is going from where it is. */
export function moveLabel(from: ServiceStage, to: ServiceStage): string {
  if (to === 'checked_in') return 'Check in'
  if (to === 'diagnosing')
    return from === 'awaiting_approval' ? 'Revise the estimate' : 'Start diagnosis'
  if (to === 'in_repair') return 'Back to repair'
  if (to === 'ready') return from === 'diagnosing' ? 'Ready, not repaired' : 'Mark ready'
  if (to === 'collected') return 'Picked up or delivered'
  if (to === 'cancelled') return 'Cancel the job'
  return to
}

/** The column that keeps the moment a stage was reached, which clocks and charts read. */
export const stageMoment = {
  checked_in: 'checked_in_at',
  in_repair: 'approved_at',
  ready: 'ready_at',
  collected: 'collected_at',
  cancelled: 'cancelled_at',
} as const satisfies Partial<Record<ServiceStage, string>>
