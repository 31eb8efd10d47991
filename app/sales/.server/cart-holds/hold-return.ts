import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { CartHoldRow } from '#app/kernel/.server/db/schema.ts'
import { paymentById, settlePayment } from '#app/payments/.server/ledger-rows.ts'
import { sessionSettlement } from '#app/payments/.server/settlement.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'

import { holdDeliveries, type HoldDeliveryFacts, holdDeliveryFacts } from './hold-delivery'
import { holdPaid, type HoldRouting } from './hold-paid'
import { sendHoldRefund } from './hold-refunds'

export type HoldReturn = {
  hold: CartHoldRow
  cartName: string
  paid: boolean
  /** the delivery booked with the hold, while it stands */
  delivery?: HoldDeliveryFacts
}

/**
 * The buyer back from Stripe's page: the session is read from Stripe (the
 * address alone proves nothing), the deposit's row settled from it, and the
 * hold decided by holdPaid, the same function as the webhook's, in one
 * transaction: whichever comes first decides, the other changes nothing. A
 * refund due (another buyer held the cart first) is sent at once, after the
 * commit.
 */
export async function returnFromCheckout(
  db: DB,
  online: OnlinePayments | undefined,
  routing: HoldRouting,
  holdId: string,
  now = new Date(),
): Promise<HoldReturn | undefined> {
  const hold = await db
    .selectFrom('cart_holds')
    .selectAll()
    .where('id', '=', holdId)
    .executeTakeFirst()
  if (!hold) return undefined
  const payment = await paymentById(db, hold.payment_id)
  const sessionId = payment?.stripe_checkout_session_id
  if (online && hold.status === 'checkout' && payment?.status === 'pending' && sessionId) {
    const session = await online.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['payment_intent'],
    })
    await db.transaction().execute(async (trx) => {
      await settlePayment(trx, payment.id, sessionSettlement(payment.kind, session), now)
      const settled = await paymentById(trx, payment.id)
      if (settled) await holdPaid(trx, settled, routing, now)
    })
  } else if (online && hold.status === 'checkout' && payment?.status === 'succeeded') {
    // settled by an event whose handler has not run yet, or ran before the hold was written
    await db.transaction().execute((trx) => holdPaid(trx, payment, routing, now))
  }
  const after = await db
    .selectFrom('cart_holds')
    .selectAll()
    .where('id', '=', holdId)
    .executeTakeFirstOrThrow()
  if (online && after.refund_payment_id)
    await sendHoldRefund(db, online.stripe, after.refund_payment_id, now)
  const cart = await db
    .selectFrom('vehicles')
    .select('name')
    .where('id', '=', after.vehicle_id)
    .executeTakeFirst()
  const paid = after.status !== 'checkout'
  const [job] = await holdDeliveries(db, [after.id])
  return {
    hold: after,
    cartName: cart?.name ?? 'cart',
    paid,
    ...(job && { delivery: holdDeliveryFacts(job) }),
  }
}
