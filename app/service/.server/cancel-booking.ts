import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'

import { recordJobEvent } from './job-history.ts'
import { givePlaceBack } from './slot-places.ts'

/**
 * The customer cancels a booking before the cart is checked in: the job
 * moves to cancelled (only from booked, in the statement that checks it, so
 * a check-in or a second press meanwhile wins), its place of the day or
 * window is given back, and the history says the customer did it.
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
    await givePlaceBack(trx, {
      visit: job.visit,
      day: job.visit_day,
      windowStart: job.window_start ?? 0,
    })
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
