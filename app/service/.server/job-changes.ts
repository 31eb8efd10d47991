import { randomUUID } from 'node:crypto'

import { cancelDeliveriesOf } from '#app/deliveries/.server/job-changes.ts'
import type { ChangeResult } from '#app/kernel/.server/action-result.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ServiceEstimateRow, ServiceJobRow } from '#app/kernel/.server/db/schema.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import { type EstimateLine, estimateTotals } from '#app/service/service-estimate.ts'
import { canMove, moveLabel, stageMoment } from '#app/service/service-moves.ts'
import { finalStages, type ServiceStage, stageLabels } from '#app/service/service-stages.ts'

import { draftOf, linesHash, pricing, repriceDraft } from './estimate-rows'
import { issueInvoice } from './invoices'
import { recordJobEvent } from './job-history'
import { estimateMail } from './service-mail'
import { serviceJobSubject } from './service-trips.ts'

/*
 * Staff's changes to a job (record 071), each in one transaction with its
 * history line and its audit row. A stage moves by one guarded UPDATE
 * (`where stage = ` the stage the page showed), so two staff moving one job
 * at once make one move and the other is told it changed meanwhile.
 */

export type StaffChange = { actor: Actor; siteUrl: string; now?: Date }

const jobOf = (db: DB, id: string) =>
  db.selectFrom('service_jobs').selectAll().where('id', '=', id).executeTakeFirst()

const conflict = { ok: false, reason: 'conflict', message: changedMeanwhileMessage } as const
const missing = { ok: false, reason: 'not-found' } as const
const invalid = (message: string) => ({ ok: false, reason: 'invalid', message }) as const

/** The stage, its moment, the first response and the time of the change, guarded by the stage read. */
async function setStage(trx: DB, job: ServiceJobRow, to: ServiceStage, at: string) {
  const moment = to === 'in_repair' ? undefined : stageMoment[to as keyof typeof stageMoment]
  const result = await trx
    .updateTable('service_jobs')
    .set((eb) => ({
      stage: to,
      updated_at: at,
      first_response_at: eb.fn.coalesce('first_response_at', eb.val(at)),
      ...(moment ? { [moment]: at } : {}),
    }))
    .where('id', '=', job.id)
    .where('stage', '=', job.stage)
    .executeTakeFirst()
  return changedRow(result)
}

/** Staff move a job to another stage; `from` is the stage their page showed. */
export function moveJob(
  db: DB,
  jobId: string,
  move: { from: string; to: string },
  who: StaffChange,
): Promise<ChangeResult> {
  const now = who.now ?? new Date()
  const at = now.toISOString()
  return auditedChange(db, { actor: who.actor, ip: who.actor.ip, now }, async (trx) => {
    const job = await jobOf(trx, jobId)
    if (!job) return missing
    if (job.stage !== move.from) return conflict
    const to = move.to as ServiceStage
    if (!(to in stageLabels) || !canMove(job.stage, to))
      return invalid(`A job that is ${stageLabels[job.stage].toLowerCase()} cannot move there.`)
    if (!(await setStage(trx, job, to, at))) return conflict
    let detail: Record<string, unknown> = { from: job.stage, to }
    if (to === 'ready') {
      const invoice = await issueInvoice(trx, job, who.siteUrl, now)
      detail = { ...detail, invoiceCents: invoice?.total_cents ?? 0 }
    }
    if (to === 'cancelled') {
      // a cancelled job's pickup or return no longer drives
      const actor = { id: who.actor.id, email: who.actor.email }
      const trips = await cancelDeliveriesOf(trx, serviceJobSubject(jobId), { now, actor })
      if (trips > 0) detail = { ...detail, tripsCancelled: trips }
    }
    await recordJobEvent(trx, { jobId, kind: to, actor: who.actor, at, detail })
    return audited({ ok: true } as const, {
      action: 'service-job.move',
      entity: 'service_job',
      entityId: jobId,
      before: { stage: job.stage },
      after: { stage: to, label: moveLabel(job.stage, to) },
    })
  })
}

export const maxNoteLength = 2_000

/** A staff note: a line of the job's history. */
export function addNote(
  db: DB,
  jobId: string,
  text: string,
  who: StaffChange,
): Promise<ChangeResult> {
  const note = text.trim()
  if (!note) return Promise.resolve(invalid('Write the note first.'))
  if (note.length > maxNoteLength)
    return Promise.resolve(invalid(`Keep a note to ${maxNoteLength} characters.`))
  const now = who.now ?? new Date()
  return auditedChange(db, { actor: who.actor, ip: who.actor.ip, now }, async (trx) => {
    if (!(await jobOf(trx, jobId))) return missing
    await recordJobEvent(trx, {
      jobId,
      kind: 'note',
      actor: who.actor,
      at: now.toISOString(),
      detail: { text: note },
    })
    return audited({ ok: true } as const, {
      action: 'service-job.note',
      entity: 'service_job',
      entityId: jobId,
      after: { note },
    })
  })
}

export const maxEstimateLines = 60
const editableStages: readonly ServiceStage[] = [
  'booked',
  'checked_in',
  'diagnosing',
  'awaiting_approval',
  'in_repair',
]

/** A line added to the job's draft estimate (a new version when the newest was sent). */
/** The draft estimate of a job whose estimate may still change, or why it may not. */
async function editableDraft(
  trx: DB,
  jobId: string,
  now: Date,
): Promise<ServiceEstimateRow | { error: ChangeResult }> {
  const job = await jobOf(trx, jobId)
  if (!job) return { error: missing }
  if (!editableStages.includes(job.stage))
    return {
      error: invalid(
        `The estimate of a job that is ${stageLabels[job.stage].toLowerCase()} cannot change.`,
      ),
    }
  return draftOf(trx, jobId, now)
}

export function addEstimateLine(
  db: DB,
  jobId: string,
  line: EstimateLine,
  who: StaffChange,
): Promise<ChangeResult> {
  const now = who.now ?? new Date()
  return auditedChange(db, { actor: who.actor, ip: who.actor.ip, now }, async (trx) => {
    const draft = await editableDraft(trx, jobId, now)
    if ('error' in draft) return draft.error
    const last = await trx
      .selectFrom('service_estimate_lines')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('position').as('position')])
      .where('estimate_id', '=', draft.id)
      .executeTakeFirstOrThrow()
    if (Number(last.count) >= maxEstimateLines)
      return invalid(`An estimate has at most ${maxEstimateLines} lines.`)
    await trx
      .insertInto('service_estimate_lines')
      .values({
        id: randomUUID(),
        estimate_id: draft.id,
        position: Number(last.position ?? 0) + 1,
        kind: line.kind,
        description: line.description,
        tenths: 'tenths' in line ? (line.tenths ?? null) : null,
        quantity: 'quantity' in line ? (line.quantity ?? null) : null,
        unit_cents: 'unitCents' in line ? line.unitCents : null,
        claim_number: 'claimNumber' in line ? line.claimNumber : null,
      })
      .execute()
    return audited({ ok: true } as const, {
      action: 'service-estimate.line-add',
      entity: 'service_job',
      entityId: jobId,
      after: { version: draft.version, line },
    })
  })
}

/** A line taken off the draft (by its place, the same in the version it was copied from). */
export function removeEstimateLine(
  db: DB,
  jobId: string,
  position: number,
  who: StaffChange,
): Promise<ChangeResult> {
  const now = who.now ?? new Date()
  return auditedChange(db, { actor: who.actor, ip: who.actor.ip, now }, async (trx) => {
    const draft = await editableDraft(trx, jobId, now)
    if ('error' in draft) return draft.error
    const removed = await trx
      .deleteFrom('service_estimate_lines')
      .where('estimate_id', '=', draft.id)
      .where('position', '=', position)
      .returning(['description'])
      .executeTakeFirst()
    if (!removed) return conflict
    return audited({ ok: true } as const, {
      action: 'service-estimate.line-remove',
      entity: 'service_job',
      entityId: jobId,
      after: { version: draft.version, description: removed.description },
    })
  })
}

/**
 * Sends the draft for the customer's approval: its rates fixed, its totals
 * and the hash of its exact lines stored, every earlier version that was
 * waiting superseded (its link refused from now on), the job waiting for
 * approval, the customer e-mailed the link.
 */
export function sendEstimate(db: DB, jobId: string, who: StaffChange): Promise<ChangeResult> {
  const now = who.now ?? new Date()
  const at = now.toISOString()
  return auditedChange(db, { actor: who.actor, ip: who.actor.ip, now }, async (trx) => {
    const job = await jobOf(trx, jobId)
    if (!job) return missing
    if (finalStages.includes(job.stage) || job.stage === 'ready' || job.stage === 'booked')
      return invalid(
        `An estimate is sent for a cart in the shop, not a job that is ${stageLabels[job.stage].toLowerCase()}.`,
      )
    const draft = await trx
      .selectFrom('service_estimates')
      .selectAll()
      .where('job_id', '=', jobId)
      .where('status', '=', 'draft')
      .executeTakeFirst()
    if (!draft)
      return invalid('Nothing has changed since the estimate was sent: add or remove a line first.')
    const lines = await trx
      .selectFrom('service_estimate_lines')
      .selectAll()
      .where('estimate_id', '=', draft.id)
      .orderBy('position')
      .execute()
    if (lines.length === 0) return invalid('Add a line to the estimate before sending it.')
    const priced = await repriceDraft(trx, draft)
    const totals = estimateTotals(pricing(priced, lines))
    const sent = await trx
      .updateTable('service_estimates')
      .set({
        status: 'sent',
        sent_at: at,
        subtotal_cents: totals.subtotalCents,
        tax_cents: totals.taxCents,
        total_cents: totals.totalCents,
        lines_hash: linesHash(priced, lines),
      })
      .where('id', '=', draft.id)
      .where('status', '=', 'draft')
      .executeTakeFirst()
    if (!changedRow(sent)) return conflict
    await trx
      .updateTable('service_estimates')
      .set({ status: 'superseded' })
      .where('job_id', '=', jobId)
      .where('status', '=', 'sent')
      .where('id', '!=', draft.id)
      .execute()
    if (job.stage !== 'awaiting_approval' && !(await setStage(trx, job, 'awaiting_approval', at)))
      return conflict
    const detail = { version: draft.version, totalCents: totals.totalCents }
    await recordJobEvent(trx, { jobId, kind: 'estimate_sent', actor: who.actor, at, detail })
    await queueWrittenMail(
      trx,
      estimateMail(job, { version: draft.version, totalCents: totals.totalCents }, who.siteUrl),
      now,
      'renter',
    )
    return audited({ ok: true } as const, {
      action: 'service-estimate.send',
      entity: 'service_job',
      entityId: jobId,
      before: { stage: job.stage },
      after: { stage: 'awaiting_approval', ...detail },
    })
  })
}
