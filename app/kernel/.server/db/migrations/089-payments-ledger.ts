import { type Kysely, type Migration, sql } from 'kysely'

import { addIndex, createTable } from './helpers'

// The one ledger of money (record 060): every movement a row, written before
// the Stripe call it stands for (its id gives the call's idempotency key), in
// integer cents, positive, its kind saying the direction; and every Stripe
// event received, once by its id.
export const paymentsLedger: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'payments')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'succeeded', 'failed', 'canceled')`),
      )
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('stripe_checkout_session_id', 'text')
      .addColumn('stripe_payment_intent_id', 'text')
      .addColumn('stripe_charge_id', 'text')
      .addColumn('stripe_refund_id', 'text')
      .addColumn('stripe_request', 'text')
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('actor_user_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'text')
      .addColumn('recheck_at', 'text')
      .addColumn('failure', 'text')
      .addColumn('note', 'text')
      .execute()
    // the back office's last movements and the export, newest first
    await addIndex(db, 'payments_created', 'payments', ['created_at', 'id'])
    // the day's and month's summaries: money counts when it moved
    await addIndex(db, 'payments_settled', 'payments', ['status', 'settled_at'])
    // what a reservation, cart or lead was paid
    await addIndex(db, 'payments_subject', 'payments', ['subject_type', 'subject_id', 'created_at'])
    // the few rows still waiting for Stripe's answer, oldest check first
    await db.schema
      .createIndex('payments_pending')
      .on('payments')
      .column('recheck_at')
      .where(sql.ref('status'), '=', 'pending')
      .execute()
    // the rows an event settles
    await addIndex(db, 'payments_payment_intent', 'payments', ['stripe_payment_intent_id'])
    await addIndex(db, 'payments_checkout_session', 'payments', ['stripe_checkout_session_id'])

    await createTable(db, 'stripe_events')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('handled_at', 'text')
      .addColumn('payload', 'text', (c) => c.notNull())
      .execute()
    await addIndex(db, 'stripe_events_received', 'stripe_events', ['received_at'])
  },
}
