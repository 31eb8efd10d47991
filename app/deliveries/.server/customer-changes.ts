import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'

import { changeRule } from '../delivery-fees.ts'
import { isOpen } from '../delivery-kinds.ts'
import { onTheDayMessage } from '../delivery-messages.ts'
import { parseWindowValue } from '../delivery-windows.ts'
import { cancelJob, moveJob } from './job-changes.ts'

/** A job by its customer's token, or undefined. */
export function jobByToken(db: DB, token: string) {
  return db.selectFrom('delivery_jobs').selectAll().where('token', '=', token).executeTakeFirst()
}

/** Whether the customer cancels the job here: a rental's trips go with its reservation, on its own page. */
export const cancelledHere = (subjectType: string) => subjectType !== 'rental_reservation'

export type CustomerChange = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string }

/**
 * The customer moves the window or cancels the job from their page, until
 * the day before: the move is checked again as a booking (a window from
 * tomorrow, free on the showroom's trucks), the cancel gives the place back.
 */
export async function changeByCustomer(
  db: DB,
  token: string,
  change: { intent: 'move'; window: string } | { intent: 'cancel' },
  now: Date,
): Promise<CustomerChange> {
  try {
    return await withTransaction(db, async (trx): Promise<CustomerChange> => {
      const job = await jobByToken(trx, token)
      if (!job) return { ok: false, status: 404, error: 'Delivery not found.' }
      if (!isOpen(job.status)) {
        return {
          ok: false,
          status: 409,
          error: 'This delivery is finished or cancelled: it cannot be changed.',
        }
      }
      if (changeRule(job.day, now, business.timeZone).kind !== 'free') {
        return { ok: false, status: 409, error: onTheDayMessage }
      }
      if (change.intent === 'cancel') {
        if (!cancelledHere(job.subject_type)) {
          return {
            ok: false,
            status: 400,
            error: 'Cancel the rental on its own page: its delivery and collection go with it.',
          }
        }
        await cancelJob(trx, job, { now, actor: null, detail: { by: 'customer' } })
        return { ok: true }
      }
      const to = parseWindowValue(change.window)
      if (to && to.day <= calendarDay(now, business.timeZone)) {
        return {
          ok: false,
          status: 400,
          error: `Choose a window from tomorrow on. ${onTheDayMessage}`,
        }
      }
      const moved = await moveJob(trx, job.id, { window: change.window }, { now, actor: null })
      // a refused move rolls back whatever it changed
      if (!moved.ok) throw new Refused(moved.error)
      return { ok: true }
    })
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: 400, error: error.message }
    throw error
  }
}

class Refused extends Error {}
