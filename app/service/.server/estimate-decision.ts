import { randomUUID } from 'node:crypto'

import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import {
  type EstimateDecision,
  estimateDecisions,
  estimateTotals,
} from '#app/service/service-estimate.ts'

import { pricing } from './estimate-rows'
import { recordJobEvent } from './job-history'

/*
 * The customer's approval or decline of an estimate (record 071), from the
 * job's page. The form carries the version's id and the hash of the lines
 * the customer read; the token in the address names the job. A version is
 * decided once: one guarded UPDATE (`where status = 'sent' and lines_hash =`
 * what was read) lets one post through, and the decision's unique key on the
 * version refuses a second row on both engines. A version superseded by a
 * newer one, or lines that differ from what was read, are refused as
 * changed; an estimate of another job is not found.
 */

export const maxSignedNameLength = 120

export type DecisionInput = {
  token: string
  estimateId: string
  linesHash: string
  decision: string
  name: string
  ip: string | null
  now?: Date
}

export type DecisionResult =
  | { ok: true; decision: EstimateDecision }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid' | 'changed' | 'decided'; message: string }

/** Thrown inside the transaction to undo it when the job moved on meanwhile. */
class Refused extends Error {
  constructor(readonly result: DecisionResult) {
    super('refused')
  }
}

export const changedEstimateMessage =
  'This estimate has changed since you opened it. The new estimate is shown: please read it, then approve or decline it again.'

export async function decideEstimate(db: DB, input: DecisionInput): Promise<DecisionResult> {
  const name = input.name.trim().replace(/\s+/g, ' ')
  const decision = input.decision as EstimateDecision
  if (!estimateDecisions.includes(decision))
    return { ok: false, reason: 'invalid', message: 'Choose Approve or Decline.' }
  if (name.length < 2 || name.length > maxSignedNameLength)
    return { ok: false, reason: 'invalid', message: 'Type your full name to approve or decline.' }
  const now = input.now ?? new Date()
  const at = now.toISOString()
  try {
    return await withTransaction(db, async (trx) => {
      const job = await trx
        .selectFrom('service_jobs')
        .selectAll()
        .where('token', '=', input.token)
        .executeTakeFirst()
      if (!job) return { ok: false, reason: 'not-found' } as const
      const estimate = await trx
        .selectFrom('service_estimates')
        .selectAll()
        .where('id', '=', input.estimateId)
        .where('job_id', '=', job.id)
        .executeTakeFirst()
      if (!estimate) return { ok: false, reason: 'not-found' } as const
      const claimed = await trx
        .updateTable('service_estimates')
        .set({ status: decision, decided_at: at })
        .where('id', '=', estimate.id)
        .where('status', '=', 'sent')
        .where('lines_hash', '=', input.linesHash)
        .executeTakeFirst()
      if (!changedRow(claimed)) return refusal(trx, estimate.id)
      const lines = await trx
        .selectFrom('service_estimate_lines')
        .selectAll()
        .where('estimate_id', '=', estimate.id)
        .orderBy('position')
        .execute()
      const totals = estimateTotals(pricing(estimate, lines))
      const snapshot = { version: estimate.version, ...totals }
      const inserted = await trx
        .insertInto('service_estimate_decisions')
        .values({
          id: randomUUID(),
          job_id: job.id,
          estimate_id: estimate.id,
          decision,
          signed_name: name,
          at,
          ip: input.ip,
          lines_hash: input.linesHash,
          snapshot: JSON.stringify(snapshot),
        })
        .onConflict((oc) => oc.column('estimate_id').doNothing())
        .executeTakeFirst()
      if (!changedRow(inserted)) throw new Refused(await refusal(trx, estimate.id))
      const moved = await trx
        .updateTable('service_jobs')
        .set({
          stage: decision === 'approved' ? 'in_repair' : 'diagnosing',
          updated_at: at,
          ...(decision === 'approved' ? { approved_at: at } : {}),
        })
        .where('id', '=', job.id)
        .where('stage', '=', 'awaiting_approval')
        .executeTakeFirst()
      if (!changedRow(moved))
        throw new Refused({
          ok: false,
          reason: 'changed',
          message: 'The shop has changed this job since the estimate was sent: call us to go on.',
        })
      await recordJobEvent(trx, {
        jobId: job.id,
        kind: decision,
        actor: null,
        at,
        detail: { version: estimate.version, totalCents: totals.totalCents, name, ip: input.ip },
      })
      return { ok: true, decision } as const
    })
  } catch (error) {
    if (error instanceof Refused) return error.result
    throw error
  }
}

/** Why a version could not be decided, as it now stands. */
async function refusal(trx: DB, estimateId: string): Promise<DecisionResult> {
  const decided = await trx
    .selectFrom('service_estimate_decisions')
    .select(['decision', 'at', 'signed_name'])
    .where('estimate_id', '=', estimateId)
    .executeTakeFirst()
  if (decided) {
    const what = decided.decision === 'approved' ? 'approved' : 'declined'
    return {
      ok: false,
      reason: 'decided',
      message: `This estimate was already ${what} by ${decided.signed_name} on ${readableTime(new Date(decided.at))}. Nothing more was recorded.`,
    }
  }
  return { ok: false, reason: 'changed', message: changedEstimateMessage }
}
