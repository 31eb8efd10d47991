import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { business } from '#app/kernel/dealer/business.ts'

import { missedAppointmentCents } from '../delivery-fees.ts'
import { missedTooEarlyMessage } from '../delivery-messages.ts'
import { windowBegun } from '../delivery-windows.ts'
import { feeCard } from './fee-cards.ts'
import { type FeeContext, imposeFee, sendFeeCharge } from './job-fees.ts'
import { recordDeliveryEvent } from './job-history.ts'
import type { StepResult } from './job-status.ts'

/** The reason a missed appointment writes on the job, as the day and the week show it. */
export const missedReason = 'missed appointment'

/**
 * Staff mark an open stop as a missed appointment: the job fails with that
 * reason and the policy's fee is charged (the saved card, or owed and paid
 * online), in one transaction with its history line and audit row; the
 * customer is e-mailed. A second click finds the stop failed: one fee.
 */
export async function markMissed(
  db: DB,
  jobId: string,
  options: Omit<FeeContext, 'now'> & { actor: Actor; now: Date },
): Promise<StepResult> {
  const { actor, now } = options
  const at = now.toISOString()
  const found = await db
    .selectFrom('delivery_jobs')
    .select(['subject_type', 'subject_id'])
    .where('id', '=', jobId)
    .executeTakeFirst()
  if (!found) return { ok: false, status: 404, error: 'There is no such delivery.' }
  const card = await feeCard(db, options.online, { type: found.subject_type, id: found.subject_id })
  let charge: PaymentRow | undefined
  const result = await auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const job = await trx
      .selectFrom('delivery_jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow()
    if (!windowBegun(job, now, business.timeZone)) {
      return { ok: false, status: 409, error: missedTooEarlyMessage } as const
    }
    const failed = await trx
      .updateTable('delivery_jobs')
      .set({ status: 'failed', failed_at: at, failure_reason: missedReason, updated_at: at })
      .where('id', '=', jobId)
      .where('status', 'in', ['scheduled', 'on_the_way', 'arrived'])
      .executeTakeFirst()
    if (Number(failed.numUpdatedRows) === 0) {
      return {
        ok: false,
        status: 409,
        error: 'That stop has moved on meanwhile: the page shows it now.',
      } as const
    }
    await recordDeliveryEvent(trx, {
      jobId,
      kind: 'failed',
      actor,
      at,
      detail: { reason: missedReason },
    })
    charge = await imposeFee(trx, job, 'missed_appointment', { ...options, card, actor })
    return audited({ ok: true } as const, {
      action: 'delivery.missed',
      entity: 'delivery_job',
      entityId: jobId,
      before: { status: job.status },
      after: { status: 'failed', reason: missedReason, feeCents: missedAppointmentCents },
    })
  })
  if (result.ok) await sendFeeCharge(db, charge, options)
  return result
}
