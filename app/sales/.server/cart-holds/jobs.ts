import { claimLockedBatches } from '#app/kernel/.server/jobs/batches.ts'
import type { Job } from '#app/kernel/.server/jobs/scheduler.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'

import { freeUnpaidCheckoutWindows } from './hold-delivery'
import { endHoldsWithRefund } from './hold-end'
import { sendHoldRefund, unsentHoldRefunds } from './hold-refunds'

/**
 * Holds past their end lapse with a full refund (app/jobs.ts lists it): the
 * due holds are claimed in bounded batches, each batch's holds ended and
 * their refunds written ahead in one transaction (rows another server's
 * batch locks are skipped on PostgreSQL; the claim's guarded UPDATE decides
 * on SQLite), then the refunds Stripe has not answered are sent, a batch
 * a pass, each under its row's key: two passes at once refund a hold once.
 * First, the delivery windows of Checkouts never paid are freed.
 */
export const cartHoldsJob: Job<{
  cartHoldsLapsed: number
  cartHoldRefundsSent: number
  cartHoldWindowsFreed: number
}> = async (context) => {
  const { db, settings, logger, now, batchSize } = context
  // a delivery window booked with a Checkout never paid goes back to the trucks
  const freed = await freeUnpaidCheckoutWindows(db, now)
  const online = onlinePayments(settings)
  // with online payment off no hold was paid, and no refund can be sent
  if (!online) return { cartHoldsLapsed: 0, cartHoldRefundsSent: 0, cartHoldWindowsFreed: freed }
  const at = now.toISOString()
  const lapsed = await claimLockedBatches(
    db,
    (trx) =>
      trx
        .selectFrom('cart_holds')
        .select('id')
        .where('status', '=', 'active')
        .where('ends_at', '<=', at)
        .orderBy('ends_at')
        .limit(batchSize),
    (trx, ids) => endHoldsWithRefund(trx, ids, { kind: 'lapsed' }, now, true),
  )
  let sent = 0
  for (const { id } of await unsentHoldRefunds(db, batchSize)) {
    const outcome = await sendHoldRefund(db, online.stripe, id, now)
    if (outcome?.lost) {
      logger.warn('a hold’s refund could not reach Stripe; it is sent again later', {
        paymentId: id,
        error: outcome.lost,
      })
    } else if (outcome?.answer) sent++
  }
  if (lapsed > 0 || sent > 0 || freed > 0) {
    logger.info('cart holds lapsed and refunded', { lapsed, sent, freed })
  }
  return { cartHoldsLapsed: lapsed, cartHoldRefundsSent: sent, cartHoldWindowsFreed: freed }
}
