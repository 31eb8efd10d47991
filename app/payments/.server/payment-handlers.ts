import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'

/** What a business's handler of a Stripe event is given. */
export type PaymentEventContext = {
  /** the transaction that also marks the event handled: the handler's writes commit with it, once */
  trx: DB
  event: Stripe.Event
  now: Date
  /** the ledger rows this event moved to their final status (the ledger settles them first) */
  settled: PaymentRow[]
}

export type PaymentHandler = (context: PaymentEventContext) => Promise<void>

/**
 * The handler of each event type a business acts on (app/payment-handlers.ts
 * composes them), beside the ledger's own settling, which every event gets.
 */
export type PaymentHandlers = Partial<Record<Stripe.Event.Type, PaymentHandler>>

/**
 * Several businesses' handlers of one event type, run one after another in
 * the event's transaction: each looks at the rows' purpose and leaves the
 * others' alone.
 */
export function inTurn(...handlers: PaymentHandler[]): PaymentHandler {
  return async (context) => {
    for (const handler of handlers) await handler(context)
  }
}
