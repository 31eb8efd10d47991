import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'

import type { DB } from './connection'

/**
 * Migrations in code, ordered by name and recorded by Kysely in its own
 * table, so running them at every start is safe. Add new ones; never edit
 * one that has shipped.
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
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
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
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
