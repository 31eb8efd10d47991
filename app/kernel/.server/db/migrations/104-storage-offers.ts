import { type Kysely, type Migration, sql } from 'kysely'

import { columnType } from '../engine'
import { addIndex, refreshPublicPagesOn } from './helpers'

/**
 * The storage policy's figures as they stood when offers became data
 * (policy effective January 23, 2025): cents, and the seasons as MM-DD.
 */
const policyOffers = [
  {
    offer: 'monthly',
    indoor_cents: 12_500,
    outdoor_cents: 7_500,
    season_start: null,
    season_end: null,
    last_start: null,
  },
  {
    offer: 'winter',
    indoor_cents: 65_000,
    outdoor_cents: 40_000,
    season_start: '10-15',
    season_end: '04-15',
    last_start: '12-31',
  },
  {
    offer: 'summer',
    indoor_cents: 57_500,
    outdoor_cents: 35_000,
    season_start: '05-01',
    season_end: '09-30',
    last_start: '07-31',
  },
  {
    offer: 'maintenance',
    indoor_cents: 5_000,
    outdoor_cents: 5_000,
    season_start: null,
    season_end: null,
    last_start: null,
  },
  {
    offer: 'preparation',
    indoor_cents: 15_000,
    outdoor_cents: 15_000,
    season_start: null,
    season_end: null,
    last_start: null,
  },
]

// Storage's offers as data (record 075): the monthly rates, the two
// packages with their seasons and last day to start, and the add-ons, each
// with a price per kind of space; owners edit them at /admin/storage/offers
// and every change leaves a line in storage_offer_changes. Cached public
// pages (the storage policy) are rendered again on a change. A monthly
// contract remembers the saved card its months are charged to.
export const storageOffers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('storage_offers')
      .addColumn('offer', columnType.text, (c) =>
        c
          .primaryKey()
          .check(sql`offer in ('monthly', 'winter', 'summer', 'maintenance', 'preparation')`),
      )
      .addColumn('indoor_cents', columnType.integer, (c) =>
        c.notNull().check(sql`indoor_cents >= 0`),
      )
      .addColumn('outdoor_cents', columnType.integer, (c) =>
        c.notNull().check(sql`outdoor_cents >= 0`),
      )
      // a package's season and the last day it can start, MM-DD (null for the others)
      .addColumn('season_start', columnType.text)
      .addColumn('season_end', columnType.text)
      .addColumn('last_start', columnType.text)
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    const now = new Date().toISOString()
    await db
      .insertInto('storage_offers' as never)
      .values(policyOffers.map((row) => ({ ...row, updated_at: now })))
      .execute()
    await refreshPublicPagesOn(db, 'storage_offers')

    await db.schema
      .createTable('storage_offer_changes')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('offer', columnType.text, (c) => c.notNull())
      // the column changed, with its values before and after as text
      .addColumn('field', columnType.text, (c) => c.notNull())
      .addColumn('old_value', columnType.text)
      .addColumn('new_value', columnType.text)
      .addColumn('changed_by', columnType.text)
      .addColumn('changed_by_email', columnType.text)
      .addColumn('changed_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    await addIndex(db, 'storage_offer_changes_at', 'storage_offer_changes', ['changed_at'])

    // the card a monthly contract's months are charged to, saved on Checkout
    await db.schema
      .alterTable('storage_contracts')
      .addColumn('card_customer', columnType.text)
      .execute()
    await db.schema
      .alterTable('storage_contracts')
      .addColumn('card_payment_method', columnType.text)
      .execute()
  },
}
