import { cancelDeliveriesOf } from '#app/deliveries/.server/job-changes.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'

import type { ServiceVisit } from '../service-stages.ts'
import { recordJobEvent } from './job-history.ts'
import { serviceJobSubject } from './service-trips.ts'
import { givePlaceBack } from './slot-places.ts'

/**
 * The customer cancels a booking before the cart is checked in: the job
 * moves to cancelled (only from booked, in the statement that checks it, so
 * a check-in or a second press meanwhile wins), its place of the day or
 * window is given back, its trips on the trucks are cancelled, and the
 * history says the customer did it.
 */
export async function cancelBooking(db: DB, jobId: string, now: Date): Promise<boolean> {
  const at = now.toISOString()
  return withTransaction(db, async (trx) => {
    const job = await trx
      .updateTable('service_jobs')
      .set({ stage: 'cancelled', cancelled_at: at, updated_at: at })
      .where('id', '=', jobId)
      .where('stage', '=', 'booked')
      .returning(['visit', 'visit_day', 'window_start'])
      .executeTakeFirst()
    if (!job) return false
    await givePlaceBack(trx, await placeOf(trx, jobId, job))
    await cancelDeliveriesOf(trx, serviceJobSubject(jobId), { now, actor: null })
    await recordJobEvent(trx, {
      jobId,
      kind: 'cancelled',
      actor: null,
      at,
      detail: { stage: 'cancelled', by: 'customer' },
    })
    return true
  })
}

/**
 * The place a booking took: a pickup on the trucks took one of its day's
 * drop-offs; one booked before pickups rode the trucks, its own window.
 */
async function placeOf(
  trx: DB,
  jobId: string,
  job: { visit: ServiceVisit; visit_day: string; window_start: number | null },
) {
  const trip = await trx
    .selectFrom('delivery_jobs')
    .select('id')
    .where('subject_type', '=', serviceJobSubject(jobId).type)
    .where('subject_id', '=', jobId)
    .where('kind', '=', 'service_pickup')
    .executeTakeFirst()
  return trip
    ? { visit: 'drop_off' as const, day: job.visit_day, windowStart: 0 }
    : { visit: job.visit, day: job.visit_day, windowStart: job.window_start ?? 0 }
}
