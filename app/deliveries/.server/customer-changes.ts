import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { formatCents } from '#app/kernel/format.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'

import { cancelRule, changeRule, sameDayCancellationCents } from '../delivery-fees.ts'
import { isOpen } from '../delivery-kinds.ts'
import { onTheDayMessage, sameDayFeeConsent, windowStartedMessage } from '../delivery-messages.ts'
import { parseWindowValue } from '../delivery-windows.ts'
import { feeCard } from './fee-cards.ts'
import { cancelJob, moveJob } from './job-changes.ts'
import { type FeeContext, imposeFee, sendFeeCharge } from './job-fees.ts'

/** A job by its customer's token, or undefined. */
export function jobByToken(db: DB, token: string) {
  return db.selectFrom('delivery_jobs').selectAll().where('token', '=', token).executeTakeFirst()
}

/** Whether the customer cancels the job here: a rental's trips go with its reservation, on its own page. */
export const cancelledHere = (subjectType: string) => subjectType !== 'rental_reservation'

export type CustomerChange = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string }

/**
 * The customer moves the window or cancels the job from their page: a move
 * until the day before, checked again as a booking (a window from tomorrow,
 * free on the showroom's trucks); a cancel until the day before at no cost,
 * and on the day, before the window starts, only once they accepted the
 * same-day fee, which is then charged (to the card the business saved, or
 * owed and paid online). A cancel gives the place back.
 */
export async function changeByCustomer(
  db: DB,
  token: string,
  change: { intent: 'move'; window: string } | { intent: 'cancel'; acceptFee?: boolean },
  context: FeeContext,
): Promise<CustomerChange> {
  const { now } = context
  const found = await jobByToken(db, token)
  // the card a same-day fee goes to is looked up before the transaction: it may ask Stripe
  const card =
    found &&
    change.intent === 'cancel' &&
    cancelledHere(found.subject_type) &&
    cancelRule(found, now, business.timeZone).kind === 'same-day'
      ? await feeCard(db, context.online, { type: found.subject_type, id: found.subject_id })
      : undefined
  let charge: PaymentRow | undefined
  try {
    const result = await withTransaction(db, async (trx): Promise<CustomerChange> => {
      const job = await jobByToken(trx, token)
      if (!job) return { ok: false, status: 404, error: 'Delivery not found.' }
      if (!isOpen(job.status)) {
        return {
          ok: false,
          status: 409,
          error: 'This delivery is finished or cancelled: it cannot be changed.',
        }
      }
      if (change.intent === 'cancel') {
        if (!cancelledHere(job.subject_type)) {
          return {
            ok: false,
            status: 400,
            error: 'Cancel the rental on its own page: its delivery and collection go with it.',
          }
        }
        const rule = cancelRule(job, now, business.timeZone)
        if (rule.kind === 'closed') return { ok: false, status: 409, error: windowStartedMessage }
        if (rule.kind === 'same-day' && !change.acceptFee) {
          return {
            ok: false,
            status: 400,
            error: `Cancelling today costs ${formatCents(sameDayCancellationCents)}: tick “${sameDayFeeConsent}” to cancel.`,
          }
        }
        // a second click at the same moment finds the job cancelled: no second fee
        if (!(await cancelJob(trx, job, { now, actor: null, detail: { by: 'customer' } }))) {
          return { ok: false, status: 409, error: 'This delivery is already cancelled.' }
        }
        if (rule.kind === 'same-day') {
          charge = await imposeFee(trx, job, 'same_day_cancellation', {
            ...context,
            card,
            actor: null,
          })
        }
        return { ok: true }
      }
      if (changeRule(job.day, now, business.timeZone).kind !== 'free') {
        return { ok: false, status: 409, error: onTheDayMessage }
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
    if (result.ok) await sendFeeCharge(db, charge, context)
    return result
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: 400, error: error.message }
    throw error
  }
}

class Refused extends Error {}
