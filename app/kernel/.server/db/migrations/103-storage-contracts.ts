import { type Kysely, type Migration, sql } from 'kysely'

import { columnType } from '../engine'
import { addIndex, createHistoryTable, replacePurposeCheck } from './helpers'

/** The spaces each showroom started with; owners change them at /admin/storage. */
const startingSpaces = [
  { showroom: 'pocono-pines', kind: 'indoor', spaces: 24 },
  { showroom: 'pocono-pines', kind: 'outdoor', spaces: 16 },
  { showroom: 'scranton', kind: 'indoor', spaces: 18 },
  { showroom: 'scranton', kind: 'outdoor', spaces: 12 },
]

// Storage (record 074): how many spaces of each kind a showroom has, and one
// contract per cart stored, from the booking to the space given back. A
// contract holds one space of its kind at its showroom from its first day to
// its last (a monthly contract until its notice ends); a booking locks its
// spaces row, counts the contracts holding a space on those days and inserts
// in one transaction, so no kind is sold beyond its spaces on either engine.
// The ledger learns the purposes `storage` and `delivery`.
export const storageContracts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('storage_spaces')
      .addColumn('showroom', columnType.text, (c) => c.notNull())
      .addColumn('kind', columnType.text, (c) =>
        c.notNull().check(sql`kind in ('indoor', 'outdoor')`),
      )
      .addColumn('spaces', columnType.integer, (c) => c.notNull().check(sql`spaces >= 0`))
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('storage_spaces_pk', ['showroom', 'kind'])
      .execute()
    const now = new Date().toISOString()
    await db
      .insertInto('storage_spaces' as never)
      .values(startingSpaces.map((row) => ({ ...row, updated_at: now })))
      .execute()

    await db.schema
      .createTable('storage_contracts')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      // the customer's page: /storage/{token}
      .addColumn('token', columnType.text, (c) => c.notNull().unique())
      .addColumn('status', columnType.text, (c) =>
        c.notNull().check(sql`status in ('pending', 'active', 'ended', 'cancelled')`),
      )
      .addColumn('plan', columnType.text, (c) =>
        c.notNull().check(sql`plan in ('monthly', 'winter', 'summer')`),
      )
      .addColumn('kind', columnType.text, (c) =>
        c.notNull().check(sql`kind in ('indoor', 'outdoor')`),
      )
      .addColumn('showroom', columnType.text, (c) => c.notNull())
      .addColumn('source', columnType.text, (c) =>
        c.notNull().check(sql`source in ('online', 'staff')`),
      )
      // the days the space is held, YYYY-MM-DD in America/New_York, both
      // included; a monthly contract's last day is set when notice is given
      .addColumn('start_day', columnType.text, (c) => c.notNull())
      .addColumn('end_day', columnType.text)
      // a pending contract (Checkout or the card not yet done) lets its space go at this instant
      .addColumn('hold_expires_at', columnType.timestamp)
      .addColumn('first_name', columnType.text, (c) => c.notNull())
      .addColumn('last_name', columnType.text, (c) => c.notNull())
      .addColumn('email', columnType.text, (c) => c.notNull())
      .addColumn('phone', columnType.text, (c) => c.notNull())
      .addColumn('handover', columnType.text, (c) =>
        c.notNull().check(sql`handover in ('drop_off', 'pickup')`),
      )
      // a pickup's address
      .addColumn('street', columnType.text)
      .addColumn('town', columnType.text)
      .addColumn('zip', columnType.text)
      .addColumn('cart_brand', columnType.text, (c) => c.notNull())
      .addColumn('cart_model', columnType.text, (c) => c.notNull())
      .addColumn('cart_serial', columnType.text)
      .addColumn('battery_type', columnType.text, (c) =>
        c.notNull().check(sql`battery_type in ('lead_acid', 'lithium', 'unknown')`),
      )
      // the prices agreed at booking, in cents: a package's whole price or
      // the monthly rate; the maintenance add-on a month (0: not taken); the
      // pre-season preparation (0: not taken); the pickup fee (0: drop-off)
      .addColumn('price_cents', columnType.integer, (c) => c.notNull().check(sql`price_cents >= 0`))
      .addColumn('maintenance_cents', columnType.integer, (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`maintenance_cents >= 0`),
      )
      .addColumn('preparation_cents', columnType.integer, (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`preparation_cents >= 0`),
      )
      .addColumn('pickup_fee_cents', columnType.integer, (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`pickup_fee_cents >= 0`),
      )
      // the terms accepted: when, from which address, and the policy's effective date
      .addColumn('terms_accepted_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('terms_ip', columnType.text)
      .addColumn('policy_effective', columnType.text, (c) => c.notNull())
      // monthly: the customer's consent to charge the saved card on the 1st
      .addColumn('billing_consent_at', columnType.timestamp)
      .addColumn('notice_given_at', columnType.timestamp)
      .addColumn('booked_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('activated_at', columnType.timestamp)
      .addColumn('ended_at', columnType.timestamp)
      .addColumn('cancelled_at', columnType.timestamp)
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    // the spaces taken: a showroom's kind, by status and first day
    await addIndex(db, 'storage_contracts_spaces', 'storage_contracts', [
      'showroom',
      'kind',
      'status',
      'start_day',
    ])
    await addIndex(db, 'storage_contracts_email', 'storage_contracts', ['email'])
    await addIndex(db, 'storage_contracts_booked', 'storage_contracts', ['booked_at'])

    await createHistoryTable(db, 'storage_contract_events', 'contract_id', 'storage_contracts.id')

    await replacePurposeCheck(
      db,
      `'rent', 'deposit', 'fees', 'cart_hold', 'service', 'other'`,
      `'rent', 'deposit', 'fees', 'cart_hold', 'service', 'storage', 'delivery', 'other'`,
    )
  },
}
