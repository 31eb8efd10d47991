import { bookDelivery, lockDeliveryWindows } from '#app/deliveries/.server/book-delivery.ts'
import type { DeliveryChoice } from '#app/deliveries/delivery-form.ts'
import type { ChangeResult } from '#app/kernel/.server/action-result.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { DeliveryJobRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'

import { recordJobEvent } from './job-history.ts'
import { returnDue, returnEarliestDay, serviceJobSubject, townSlugOf } from './service-trips.ts'

/** What the page says when the cart is not waiting to go back by truck. */
export const returnNotDueMessage =
  'The return is not open: the cart is not ready, was not picked up by our truck, or its return is already booked.'

/** A refused return: thrown to roll its transaction back, window counters and all. */
class ReturnRefused extends Error {
  constructor(readonly result: ChangeResult) {
    super('return refused')
  }
}

/**
 * Books a picked-up cart's trip back in a window the customer (or staff for
 * them, audited) chose: the trucks' window locked first (record 077), then
 * the job's row, rechecked as ready with no return booked (two presses book
 * one trip), then the window taken and a line written in the job's history.
 */
export async function bookReturn(
  db: DB,
  jobId: string,
  choice: DeliveryChoice,
  options: { now: Date; staff?: Actor },
): Promise<ChangeResult> {
  const { now, staff } = options
  const found = await db
    .selectFrom('service_jobs')
    .select('town')
    .where('id', '=', jobId)
    .executeTakeFirst()
  if (!found) return { ok: false, reason: 'not-found' }
  const town = townSlugOf(found.town)
  const book = async (trx: DB) => {
    await lockDeliveryWindows(trx, town, [choice.window])
    const at = now.toISOString()
    const job = await trx
      .updateTable('service_jobs')
      .set({ updated_at: at })
      .where('id', '=', jobId)
      .returningAll()
      .executeTakeFirstOrThrow()
    const trips = await trx
      .selectFrom('delivery_jobs')
      .select(['kind', 'status', 'day'])
      .where('subject_type', '=', serviceJobSubject(jobId).type)
      .where('subject_id', '=', jobId)
      .execute()
    if (!returnDue(job, trips)) {
      throw new ReturnRefused({ ok: false, reason: 'conflict', message: returnNotDueMessage })
    }
    const actor = staff ? { id: staff.id, email: staff.email } : null
    const earliestDay = returnEarliestDay(trips)
    const booked = await bookDelivery(
      trx,
      {
        kind: 'service_return',
        subject: serviceJobSubject(jobId),
        window: choice.window,
        town,
        address: job.street ?? '',
        customer: {
          name: `${job.first_name} ${job.last_name}`,
          email: job.email,
          phone: job.phone,
        },
        items: `Return ${job.cart_brand} ${job.cart_model} after service`,
        accessConfirmed: choice.accessConfirmed,
        leaveAt: choice.leaveAt,
        whiteGlove: choice.whiteGlove,
        // the pickup fee paid for the round trip
        distanceCents: 0,
        ...(earliestDay ? { earliestDay } : {}),
      },
      { now, actor },
    )
    if (!booked.ok) {
      throw new ReturnRefused({
        ok: false,
        reason: booked.reason === 'full' ? 'conflict' : 'invalid',
        message: booked.error,
      })
    }
    await recordJobEvent(trx, {
      jobId,
      kind: 'return_booked',
      actor,
      at,
      detail: { window: choice.window, by: staff ? 'staff' : 'customer' },
    })
    return booked.job
  }
  try {
    if (!staff) {
      await withTransaction(db, book)
      return { ok: true }
    }
    return await auditedChange(db, { actor: staff, ip: staff.ip, now }, async (trx) => {
      const trip: DeliveryJobRow = await book(trx)
      return audited({ ok: true } as const, {
        action: 'service-job.return',
        entity: 'service_job',
        entityId: jobId,
        after: { window: choice.window, deliveryJob: trip.id },
      })
    })
  } catch (error) {
    if (error instanceof ReturnRefused) return error.result
    throw error
  }
}
