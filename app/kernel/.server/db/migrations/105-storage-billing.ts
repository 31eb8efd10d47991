import { type Kysely, type Migration, sql } from 'kysely'

import { columnType } from '../engine'
import { addIndex } from './helpers'

// Storage's billing (record 076): one invoice per monthly contract per
// calendar month, made once whichever servers bill (the unique key on
// contract and month), with its late fee added once; each delinquency step
// reached by a contract's oldest unpaid invoice, written once; and the
// e-mails about a contract sent once.
export const storageBilling: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('storage_invoices')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('contract_id', columnType.id, (c) =>
        c.notNull().references('storage_contracts.id').onDelete('cascade'),
      )
      // YYYY-MM: the calendar month billed
      .addColumn('month', columnType.text, (c) => c.notNull())
      // the days of the month billed, both included (a first or last month is prorated)
      .addColumn('first_day', columnType.text, (c) => c.notNull())
      .addColumn('last_day', columnType.text, (c) => c.notNull())
      // JSON: [{ label, cents, taxable }]
      .addColumn('lines', columnType.json, (c) => c.notNull())
      .addColumn('subtotal_cents', columnType.integer, (c) =>
        c.notNull().check(sql`subtotal_cents >= 0`),
      )
      .addColumn('tax_cents', columnType.integer, (c) => c.notNull().check(sql`tax_cents >= 0`))
      .addColumn('late_fee_cents', columnType.integer, (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`late_fee_cents >= 0`),
      )
      // subtotal + tax + late fee: what is owed
      .addColumn('total_cents', columnType.integer, (c) => c.notNull().check(sql`total_cents >= 0`))
      .addColumn('due_day', columnType.text, (c) => c.notNull())
      .addColumn('issued_at', columnType.timestamp, (c) => c.notNull())
      // the ledger row of the charge to the saved card, and of the latest Checkout opened for it
      .addColumn('charge_payment_id', columnType.id)
      .addColumn('checkout_payment_id', columnType.id)
      // the saved card refused: the payment link was e-mailed then
      .addColumn('charge_failed_at', columnType.timestamp)
      .addColumn('late_fee_at', columnType.timestamp)
      .addColumn('paid_at', columnType.timestamp)
      .addColumn('payment_id', columnType.id)
      .addUniqueConstraint('storage_invoices_once', ['contract_id', 'month'])
      .execute()
    // invoices due and overdue: the unpaid ones by due day
    await addIndex(db, 'storage_invoices_unpaid', 'storage_invoices', ['paid_at', 'due_day'])

    await db.schema
      .createTable('storage_delinquency_steps')
      .addColumn('invoice_id', columnType.id, (c) =>
        c.notNull().references('storage_invoices.id').onDelete('cascade'),
      )
      .addColumn('contract_id', columnType.id, (c) => c.notNull())
      .addColumn('step', columnType.integer, (c) =>
        c.notNull().check(sql`step in (30, 60, 90, 120)`),
      )
      .addColumn('reached_at', columnType.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('storage_delinquency_steps_pk', ['invoice_id', 'step'])
      .execute()
    await addIndex(db, 'storage_delinquency_steps_contract', 'storage_delinquency_steps', [
      'contract_id',
      'step',
    ])

    // e-mails about a contract sent once (a package ending), and the
    // preparation's service job made once: the key is the contract and what
    await db.schema
      .createTable('storage_contract_once')
      .addColumn('contract_id', columnType.id, (c) =>
        c.notNull().references('storage_contracts.id').onDelete('cascade'),
      )
      .addColumn('what', columnType.text, (c) => c.notNull())
      .addColumn('at', columnType.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('storage_contract_once_pk', ['contract_id', 'what'])
      .execute()
  },
}
