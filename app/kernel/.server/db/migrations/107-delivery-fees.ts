import { type Kysely, type Migration, sql } from 'kysely'

import { columnType } from '../engine'
import { addIndex } from './helpers'

// A delivery job's policy fees (record 078): a cancellation on the day and a
// missed appointment, each at most once per job (the unique key on job and
// kind, so two servers taking the same click make one fee and one charge).
// A fee is charged to the card the business saved for the customer, or due
// and paid online, at the desk, or waived by the owner.
export const deliveryFees: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('delivery_fees')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('job_id', columnType.id, (c) =>
        c.notNull().references('delivery_jobs.id').onDelete('cascade'),
      )
      .addColumn('kind', columnType.text, (c) =>
        c.notNull().check(sql`kind in ('same_day_cancellation', 'missed_appointment')`),
      )
      .addColumn('cents', columnType.integer, (c) => c.notNull().check(sql`cents > 0`))
      // charged: the saved card paid it; due: owed (the card refused, or none);
      // paid: online or at the desk; waived: the owner let it go
      .addColumn('status', columnType.text, (c) =>
        c.notNull().check(sql`status in ('charged', 'due', 'paid', 'waived')`),
      )
      // the ledger row of the charge to the saved card, and of the latest Checkout opened for it
      .addColumn('charge_payment_id', columnType.id)
      .addColumn('checkout_payment_id', columnType.id)
      // the saved card refused: the customer was e-mailed the payment link then
      .addColumn('charge_failed_at', columnType.timestamp)
      // the ledger row that settled it (the card's charge, the Checkout, the desk)
      .addColumn('payment_id', columnType.id)
      .addColumn('waive_reason', columnType.text)
      .addColumn('created_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('settled_at', columnType.timestamp)
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .addUniqueConstraint('delivery_fees_once', ['job_id', 'kind'])
      .execute()
    // the fees still owed, for the staff pages and the settling pass
    await addIndex(db, 'delivery_fees_status', 'delivery_fees', ['status'])
  },
}
