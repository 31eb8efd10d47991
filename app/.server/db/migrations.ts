import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import type { DB } from './connection'
import { autoIncrementKey, columnType, withMigrationLock } from './engine'

/**
 * Migrations in code, ordered by name and recorded by Kysely in its own
 * table, so running them at every start is safe. Add new ones; never edit
 * one that has shipped. One set serves SQLite and PostgreSQL: new columns take
 * their type from `columnType` (ids, ISO-8601 UTC timestamps and JSON are
 * text; booleans are integers 0/1); an integer key the database counts up
 * uses `autoIncrementKey(db)`.
 */
const migrations: Record<string, Migration> = {
  '001_vehicles': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vehicles')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('price', 'integer')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('external_url', 'text')
        .addColumn('specifications', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('in_stock', 'integer', (c) => c.notNull())
        .addColumn('is_new', 'integer', (c) => c.notNull())
        .addColumn('year', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('vehicles_sort').on('vehicles').column('sort_order').execute()
    },
  },
  '002_contact_messages': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('interest', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('source_page', 'text')
        .addColumn('vehicle_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo(sql`'received'`))
        .addColumn('spam_reason', 'text')
        .execute()
      await db.schema
        .createIndex('contact_messages_received')
        .on('contact_messages')
        .column('received_at')
        .execute()
    },
  },
  '003_outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('message_id', 'text', (c) => c.notNull().references('contact_messages.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo(sql`'queued'`))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('lease_until', 'text')
        .addColumn('lease_token', 'text')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute()
      await db.schema.createIndex('outbox_message').on('outbox').column('message_id').execute()
      await db.schema
        .createTable('outbox_attempts')
        .addColumn('id', 'integer', autoIncrementKey(db))
        .addColumn('outbox_id', 'text', (c) => c.notNull().references('outbox.id'))
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .execute()
      await db.schema
        .createIndex('outbox_attempts_outbox')
        .on('outbox_attempts')
        .column('outbox_id')
        .execute()
      // the leads command filters by status
      await db.schema
        .createIndex('contact_messages_status')
        .on('contact_messages')
        .column('status')
        .execute()
    },
  },
  '004_rate_limits': {
    async up(db: Kysely<unknown>) {
      // one row per limited client and purpose ("contact:203.0.113.7"), shared by every server process
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', columnType.text, (c) => c.primaryKey())
        .addColumn('hits', columnType.integer, (c) => c.notNull())
        .addColumn('window_ends_at', columnType.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('rate_limits_window_ends')
        .on('rate_limits')
        .column('window_ends_at')
        .execute()
    },
  },
  // A cart quoted on request keeps a number in `price` (the suggested price)
  // and says so in its own column, instead of a null price.
  '005_price_on_request': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('vehicles')
        .addColumn('price_on_request', columnType.boolean, (c) => c.notNull().defaultTo(0))
        .execute()
      await sql`update vehicles set price_on_request = 1, price = ${17995} where price is null and id = 'evolution-d6-max-gt4'`.execute(
        db,
      )
      await sql`update vehicles set price_on_request = 1, price = 0 where price is null`.execute(db)
    },
  },
  // Staff manage carts: a status decides what the public sees, a version
  // guards against two people saving over each other, and every price change
  // is kept.
  '006_vehicle_status': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('vehicles')
        .addColumn('status', columnType.text, (c) => c.notNull().defaultTo('available'))
        .execute()
      await db.schema
        .alterTable('vehicles')
        .addColumn('previous_price', columnType.integer)
        .execute()
      // the showroom whose lot holds the cart; null: the main showroom
      await db.schema.alterTable('vehicles').addColumn('location_id', columnType.text).execute()
      await db.schema
        .alterTable('vehicles')
        .addColumn('version', columnType.integer, (c) => c.notNull().defaultTo(1))
        .execute()
      await db.schema.createIndex('vehicles_status').on('vehicles').column('status').execute()
      await db.schema
        .createTable('vehicle_price_changes')
        .addColumn('id', columnType.id, (c) => c.primaryKey())
        .addColumn('vehicle_id', columnType.text, (c) =>
          c.notNull().references('vehicles.id').onDelete('cascade'),
        )
        .addColumn('price', columnType.integer, (c) => c.notNull())
        .addColumn('price_on_request', columnType.boolean, (c) => c.notNull())
        .addColumn('changed_by', columnType.id)
        .addColumn('changed_at', columnType.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('vehicle_price_changes_vehicle')
        .on('vehicle_price_changes')
        .columns(['vehicle_id', 'changed_at'])
        .execute()
    },
  },
  // Staff photos of each cart: one row per upload, its processed variants as
  // JSON. 'processing' until the queue has stored every variant.
  '030_vehicle_photos': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vehicle_photos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('vehicle_id', 'text', (c) =>
          c.notNull().references('vehicles.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('alt', 'text')
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('vehicle_photos_vehicle')
        .on('vehicle_photos')
        .columns(['vehicle_id', 'position'])
        .execute()
      await db.schema
        .createIndex('vehicle_photos_hash')
        .on('vehicle_photos')
        .column('hash')
        .execute()
    },
  },
}

/** Every migration's name, in the order they run. */
export const migrationNames = Object.keys(migrations).sort()

const provider: MigrationProvider = { getMigrations: async () => migrations }

/**
 * Brings the schema up to date and names the migrations it ran; safe when
 * several processes start at once (see `withMigrationLock`).
 */
export async function migrateToLatest(db: DB): Promise<string[]> {
  return withMigrationLock(db, async (locked) => {
    const { error, results } = await new Migrator({ db: locked, provider }).migrateToLatest()
    const failed = results?.find((r) => r.status === 'Error')
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
    }
    return (results ?? []).map((r) => r.migrationName)
  })
}
