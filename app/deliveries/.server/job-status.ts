import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { DeliveryJobRow } from '#app/kernel/.server/db/schema.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { photoLimits } from '#app/kernel/.server/photos/limits.ts'
import { preparePrivatePhotos } from '#app/kernel/.server/photos/private-photos.ts'
import { windowText } from '#app/kernel/day-minutes.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { weekdayMonthDayText } from '#app/kernel/dealer-clock.ts'

import { bringsCart, type DeliveryStatus } from '../delivery-kinds.ts'
import { deliveryPagePath } from '../delivery-paths.ts'
import { recordDeliveryEvent } from './job-history.ts'

/** What a driver marks on the day's stop. */
export type DriverStep =
  | { to: 'on_the_way' }
  | { to: 'arrived' }
  | { to: 'done'; photo: File | undefined; proofName: string }
  | { to: 'failed'; reason: string }

export type StepResult = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string }

/** The statuses each step is taken from: a driver moves a stop forward only. */
const from: Record<DriverStep['to'], DeliveryStatus[]> = {
  on_the_way: ['scheduled'],
  arrived: ['scheduled', 'on_the_way'],
  done: ['scheduled', 'on_the_way', 'arrived'],
  failed: ['scheduled', 'on_the_way', 'arrived'],
}

const momentColumn = {
  on_the_way: 'on_the_way_at',
  arrived: 'arrived_at',
  done: 'done_at',
  failed: 'failed_at',
} as const

/** Proof at the door: one photo, kept private at a width enough to see the cart where it was left. */
const proofPhotoLimits = { maxFiles: 1, maxFileBytes: photoLimits.maxFileBytes, width: 1600 }

/**
 * A driver's step on a stop, in one transaction with its history line and
 * audit row: on the way (the customer is e-mailed), arrived, done with a
 * photo and the name the customer typed (e-mailed), or could not deliver
 * with a reason. Only forward from the status the stop is in; a second
 * click finds it moved and is told so.
 */
export async function markStep(
  db: DB,
  jobId: string,
  step: DriverStep,
  options: { actor: Actor; now: Date; siteUrl: string },
): Promise<StepResult> {
  let photo: string | null = null
  if (step.to === 'done') {
    if (step.proofName.trim() === '') {
      return { ok: false, status: 400, error: 'Type the name of the person who took the cart.' }
    }
    if (!step.photo || step.photo.size === 0) {
      return { ok: false, status: 400, error: 'Take a photo of the cart where it was left.' }
    }
    const prepared = await preparePrivatePhotos([step.photo], proofPhotoLimits)
    if (!prepared.ok) return { ok: false, status: 400, error: prepared.message }
    photo = prepared.photos[0]?.data.toString('base64') ?? null
  }
  if (step.to === 'failed' && step.reason.trim() === '') {
    return { ok: false, status: 400, error: 'Say why the cart could not be delivered.' }
  }
  const { actor, now } = options
  const at = now.toISOString()
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const job = await trx
      .selectFrom('delivery_jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirst()
    if (!job) return { ok: false, status: 404, error: 'There is no such delivery.' } as const
    const moved = await trx
      .updateTable('delivery_jobs')
      .set({
        status: step.to,
        [momentColumn[step.to]]: at,
        updated_at: at,
        ...(step.to === 'done'
          ? { proof_photo: photo, proof_name: step.proofName.trim().slice(0, 120) }
          : {}),
        ...(step.to === 'failed' ? { failure_reason: step.reason.trim().slice(0, 500) } : {}),
      })
      .where('id', '=', jobId)
      .where('status', 'in', from[step.to])
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) === 0) {
      return {
        ok: false,
        status: 409,
        error: 'That stop has moved on meanwhile: the page shows it now.',
      } as const
    }
    const detail =
      step.to === 'done'
        ? { proofName: step.proofName.trim() }
        : step.to === 'failed'
          ? { reason: step.reason.trim() }
          : {}
    await recordDeliveryEvent(trx, { jobId, kind: step.to, actor, at, detail })
    if (step.to === 'on_the_way' || step.to === 'done') {
      await queueWrittenMail(trx, customerMail(job, step.to, options.siteUrl), now, 'renter')
    }
    return audited({ ok: true } as const, {
      action: `delivery.${step.to}`,
      entity: 'delivery_job',
      entityId: jobId,
      before: { status: job.status },
      after: { status: step.to, ...detail },
    })
  })
}

/** The customer's "on the way" and "done" e-mails. */
function customerMail(job: DeliveryJobRow, step: 'on_the_way' | 'done', siteUrl: string) {
  const when = `${weekdayMonthDayText(job.day)}, ${windowText({ start: job.window_start, end: job.window_end })}`
  const brings = bringsCart(job.kind)
  const paragraphs =
    step === 'on_the_way'
      ? [
          `Our truck is on the way to ${job.address}, in your window ${when}.`,
          `${brings ? 'We bring' : 'We collect'}: ${job.items}.`,
        ]
      : [
          brings
            ? `We have delivered ${job.items} to ${job.address}.`
            : `We have collected ${job.items} from ${job.address}.`,
          'Thank you. A photo of the cart where we left it is kept with your delivery.',
        ]
  return {
    to: job.email,
    subject:
      step === 'on_the_way'
        ? 'Your delivery is on the way'
        : brings
          ? 'Your cart is delivered'
          : 'Your cart is collected',
    text: [
      `Hello ${job.customer_name},`,
      '',
      ...paragraphs.flatMap((p) => [p, '']),
      `Your delivery: ${siteUrl}${deliveryPagePath(job.token)}`,
      `Questions: ${phones.main.display}`,
      '',
      business.name,
      '',
    ].join('\n'),
  }
}
