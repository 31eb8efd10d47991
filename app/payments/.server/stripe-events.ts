import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'

import { settleFromEvent } from './ledger-events'
import type { PaymentHandlers } from './payment-handlers'
import type { OnlinePayments } from './stripe-client'

export type WebhookAnswer =
  | { status: 200; body: { received: true; duplicate?: true } }
  | { status: 400; body: { error: string } }

/**
 * One delivery of a Stripe webhook (record 060). The signature is checked on
 * the raw body (nothing is stored without it); the event is stored once by
 * its id; then, in one transaction, it is marked handled, the ledger settles
 * what it concerns and the business's handler of its type runs. Of two
 * deliveries of one event, at once or one after the other, exactly one
 * marks it (the mark is a guarded update, which PostgreSQL's row lock and
 * SQLite's single writer take in turn), and the other changes nothing. A
 * handler that fails rolls the mark back: Stripe's next delivery handles it.
 */
export async function receiveStripeEvent(
  db: DB,
  online: OnlinePayments,
  handlers: PaymentHandlers,
  delivery: { body: string; signature: string | null },
  now = new Date(),
): Promise<WebhookAnswer> {
  let event: Stripe.Event
  try {
    event = online.stripe.webhooks.constructEvent(
      delivery.body,
      delivery.signature ?? '',
      online.webhookSecret,
    )
  } catch {
    return {
      status: 400,
      body: { error: 'The Stripe-Signature header is missing or does not match the body.' },
    }
  }
  const at = now.toISOString()
  await db
    .insertInto('stripe_events')
    .values({
      id: event.id,
      type: event.type,
      received_at: at,
      handled_at: null,
      // as it came: the edge gate bounds a webhook's body (64 KB)
      payload: delivery.body,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  const handled = await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('stripe_events')
      .set({ handled_at: at })
      .where('id', '=', event.id)
      .where('handled_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    if (!marked) return false
    const settled = await settleFromEvent(trx, event, now)
    await handlers[event.type]?.({ trx, event, now, settled })
    return true
  })
  return { status: 200, body: handled ? { received: true } : { received: true, duplicate: true } }
}
