import { type Kysely, type Migration, sql } from 'kysely'

import { addIndex, createTable } from './helpers'

// A cart held for a buyer with a refundable deposit (record 065): one row per
// Checkout started, its buyer, the deposit's ledger row and, once paid, the
// hold's end. At most one hold of a cart is active: the partial unique index
// refuses a second on both engines, whatever the code above it does.
export const cartHolds: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'cart_holds')
      .addColumn('vehicle_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .check(sql`status in ('checkout', 'active', 'lost', 'lapsed', 'refunded', 'applied')`),
      )
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
      .addColumn('payment_id', 'text', (c) => c.notNull().unique())
      .addColumn('refund_payment_id', 'text')
      .addColumn('lead_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'text')
      .addColumn('ends_at', 'text')
      .addColumn('ended_at', 'text')
      .execute()
    await db.schema
      .createIndex('cart_holds_one_active')
      .on('cart_holds')
      .column('vehicle_id')
      .unique()
      .where(sql.ref('status'), '=', 'active')
      .execute()
    // the lapse job: active holds, soonest end first
    await db.schema
      .createIndex('cart_holds_ending')
      .on('cart_holds')
      .column('ends_at')
      .where(sql.ref('status'), '=', 'active')
      .execute()
    // a cart's holds on its admin page
    await addIndex(db, 'cart_holds_vehicle', 'cart_holds', ['vehicle_id', 'created_at'])
  },
}
