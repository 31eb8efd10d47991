import { type Kysely, type Migration, sql } from 'kysely'

import { addIndex, createTable } from './helpers'

// Buyers' alerts (record 046): a buyer's saved searches and watched carts,
// the links their e-mails carry (stored hashed), the carts each has already
// been told about, and one digest claim per address and dealer's day, so
// several servers never send an address two digests on one day.
export const buyerAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    // one row per address: locking it serializes that address's subscribes (the limit of 10)
    await createTable(db, 'alert_addresses', 'email')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await createTable(db, 'alert_subscriptions')
      .addColumn('email', 'text', (c) =>
        c.notNull().references('alert_addresses.email').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('filters', 'text', (c) => c.notNull())
      .addColumn('vehicle_id', 'text')
      .addColumn('price_seen', 'integer')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo(sql`'pending'`))
      .addColumn('confirm_token_hash', 'text', (c) => c.unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await addIndex(db, 'alert_subscriptions_email', 'alert_subscriptions', ['email'])
    await addIndex(db, 'alert_subscriptions_status', 'alert_subscriptions', [
      'status',
      'created_at',
    ])
    await createTable(db, 'alert_links', 'token_hash')
      .addColumn('email', 'text', (c) =>
        c.notNull().references('alert_addresses.email').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('alert_seen')
      .addColumn('subscription_id', 'text', (c) =>
        c.notNull().references('alert_subscriptions.id').onDelete('cascade'),
      )
      .addColumn('vehicle_id', 'text', (c) => c.notNull())
      .addColumn('digest_id', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('alert_seen_key', ['subscription_id', 'vehicle_id'])
      .execute()
    await createTable(db, 'alert_digests')
      .addColumn('email', 'text', (c) =>
        c.notNull().references('alert_addresses.email').onDelete('cascade'),
      )
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('carts', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('alert_digests_once_a_day', ['email', 'day'])
      .execute()
    // counts for the dashboard, without the address
    await createTable(db, 'alert_events')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute()
    await addIndex(db, 'alert_events_kind_at', 'alert_events', ['kind', 'at'])
  },
}
