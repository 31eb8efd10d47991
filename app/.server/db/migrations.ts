import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'

import type { DB } from './connection'
import { autoIncrementKey, columnType, engineOf, withMigrationLock } from './engine'

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
  // Staff accounts, sessions, one-time links, recovery codes, guess throttling,
  // run-time settings and the audit log.
  '020_staff_auth': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('totp_secret', 'text')
        .addColumn('totp_pending_secret', 'text')
        .addColumn('totp_last_step', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('staff_sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id'))
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('pending_2fa', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute()
      await db.schema
        .createIndex('staff_sessions_user')
        .on('staff_sessions')
        .column('user_id')
        .execute()
      await db.schema
        .createTable('staff_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id'))
        .addColumn('created_by', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('staff_tokens_user')
        .on('staff_tokens')
        .column('user_id')
        .execute()
      await db.schema
        .createTable('staff_recovery_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id'))
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('staff_recovery_codes_user')
        .on('staff_recovery_codes')
        .column('user_id')
        .execute()
      await db.schema
        .createTable('auth_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('next_allowed_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('app_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text')
        .addColumn('entity_id', 'text')
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('ip', 'text')
        .execute()
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute()
      await db.schema
        .createIndex('audit_log_actor')
        .on('audit_log')
        .columns(['actor_id', 'at'])
        .execute()
    },
  },
  // The outbox also carries staff e-mails (invitations, password resets): no
  // contact message, their subject and text in a JSON payload.
  '021_outbox_staff_mail': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').addColumn('payload', 'text').execute()
      if (engineOf(db) === 'postgres') {
        await db.schema
          .alterTable('outbox')
          .alterColumn('message_id', (c) => c.dropNotNull())
          .execute()
        return
      }
      await relaxOutboxMessageIdOnSqlite(db)
    },
  },
  // The lead inbox: each message's place in the sales process, who owns it,
  // when its first response is due and when it came; and the lead's history
  // (notes, logged calls and e-mails, stage and owner changes).
  '040_lead_workflow': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('contact_messages')
        .addColumn('stage', 'text', (c) => c.notNull().defaultTo(sql`'new'`))
        .execute()
      await db.schema
        .alterTable('contact_messages')
        .addColumn('assigned_to', 'text', (c) => c.references('staff_users.id'))
        .execute()
      await db.schema.alterTable('contact_messages').addColumn('due_at', 'text').execute()
      await db.schema
        .alterTable('contact_messages')
        .addColumn('first_response_at', 'text')
        .execute()
      await db.schema
        .createIndex('contact_messages_stage')
        .on('contact_messages')
        .columns(['status', 'stage', 'received_at'])
        .execute()
      await db.schema
        .createIndex('contact_messages_assigned')
        .on('contact_messages')
        .columns(['assigned_to', 'received_at'])
        .execute()
      await db.schema
        .createIndex('contact_messages_due')
        .on('contact_messages')
        .columns(['first_response_at', 'due_at'])
        .execute()
      await db.schema
        .createIndex('contact_messages_email')
        .on('contact_messages')
        .column('email')
        .execute()
      await db.schema
        .createTable('lead_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('message_id', 'text', (c) =>
          c.notNull().references('contact_messages.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('body', 'text')
        .addColumn('from_value', 'text')
        .addColumn('to_value', 'text')
        .addColumn('actor_id', 'text', (c) => c.references('staff_users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('lead_events_message')
        .on('lead_events')
        .columns(['message_id', 'created_at'])
        .execute()
    },
  },
  // Reminders and digests sent once however many servers run: each send is
  // claimed by inserting its key ("reminder:<message id>", "digest:<week>");
  // the instance whose insert lands queues the e-mail in the same transaction.
  '041_lead_notices': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lead_notices')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('message_id', 'text', (c) =>
          c.references('contact_messages.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
    },
  },
  '042_lead_inbox_order': {
    // the inbox lists real leads (or quarantined ones) newest first: read in index order, not sorted
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('contact_messages_inbox')
        .on('contact_messages')
        .columns(['status', 'received_at'])
        .execute()
    },
  },
  // A counter bumped by the database itself whenever a cart or one of its
  // photos changes, on any server: servers keep rendered public pages and
  // compare this one number to know when they are stale.
  '045_inventory_version': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('inventory_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute()
      await sql`insert into inventory_version (id, version) values (1, 1)`.execute(db)
      if (engineOf(db) === 'postgres') {
        await sql`create function bump_inventory_version() returns trigger language plpgsql as $$
          begin
            update inventory_version set version = version + 1 where id = 1;
            return null;
          end $$`.execute(db)
        for (const table of ['vehicles', 'vehicle_photos']) {
          await sql`create trigger ${sql.raw(`${table}_bump_inventory_version`)}
            after insert or update or delete on ${sql.table(table)}
            for each statement execute function bump_inventory_version()`.execute(db)
        }
        return
      }
      for (const table of ['vehicles', 'vehicle_photos']) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`create trigger ${sql.raw(`${table}_${event}_bump_inventory_version`)}
            after ${sql.raw(event)} on ${sql.table(table)}
            begin
              update inventory_version set version = version + 1 where id = 1;
            end`.execute(db)
        }
      }
    },
  },
  // The browsers each account completed a sign-in in, so their attempts are
  // throttled apart from strangers' (record 020, "Guessing").
  '046_staff_devices': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_devices')
        .addColumn('device_hash', columnType.text, (c) => c.notNull())
        .addColumn('user_id', columnType.id, (c) => c.notNull().references('staff_users.id'))
        .addColumn('signed_in_at', columnType.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('staff_devices_pk', ['device_hash', 'user_id'])
        .execute()
    },
  },
  // The dealer pins featured carts: the home page shows them, and they lead
  // the inventory's default order. Existing installs keep the three carts the
  // home page showed until now.
  '050_featured_carts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('vehicles')
        .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await sql`update vehicles set featured = 1 where id in
        ('evolution-d5-maverick-4-plus', 'evolution-d6-max-xt4', 'denago-ev-city')`.execute(db)
    },
  },
  // Public pages show owners' settings too (the response promise): a change to
  // one bumps the same counter as a cart's, so kept pages are rendered again.
  '051_settings_refresh_public_pages': {
    async up(db: Kysely<unknown>) {
      if (engineOf(db) === 'postgres') {
        await sql`create trigger app_settings_bump_inventory_version
          after insert or update or delete on app_settings
          for each statement execute function bump_inventory_version()`.execute(db)
        return
      }
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.raw(`app_settings_${event}_bump_inventory_version`)}
          after ${sql.raw(event)} on app_settings
          begin
            update inventory_version set version = version + 1 where id = 1;
          end`.execute(db)
      }
    },
  },
}

/**
 * SQLite cannot drop a NOT NULL constraint in place: the table is rebuilt as
 * SQLite documents it (https://www.sqlite.org/lang_altertable.html#otheralter).
 * Migrations run inside one transaction (see `withMigrationLock`), where
 * foreign keys cannot be switched off, so their checks are deferred to the
 * commit instead: by then every attempt points at a row of the new table.
 */
async function relaxOutboxMessageIdOnSqlite(db: Kysely<unknown>) {
  const columns = [
    'id',
    'message_id',
    'kind',
    'recipient',
    'status',
    'attempts',
    'next_attempt_at',
    'lease_until',
    'lease_token',
    'last_error',
    'sent_at',
    'created_at',
    'payload',
  ]
  await sql`pragma defer_foreign_keys = on`.execute(db)
  const list = sql.join(columns.map((c) => sql.ref(c)))
  // the rows wait aside while the table is rebuilt under its own name, so that
  // putting them back satisfies the attempts that point at them again
  await sql`create table outbox_previous as select * from outbox`.execute(db)
  await db.schema.dropTable('outbox').execute()
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.references('contact_messages.id'))
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
    .addColumn('payload', 'text')
    .execute()
  await sql`insert into outbox (${list}) select ${list} from outbox_previous`.execute(db)
  await db.schema.dropTable('outbox_previous').execute()
  await db.schema
    .createIndex('outbox_due')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute()
  await db.schema.createIndex('outbox_message').on('outbox').column('message_id').execute()
  const broken = await sql`pragma foreign_key_check`.execute(db)
  if (broken.rows.length > 0) throw new Error('outbox rebuild broke a foreign key')
}

/** Every migration's name, in the order they run. */
export const migrationNames = Object.keys(migrations).sort()

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Migrates up to (and including) one migration: for tests of a migration on older data. */
export async function migrateUpTo(db: DB, name: string): Promise<void> {
  await withMigrationLock(db, async (locked) => {
    const { error } = await new Migrator({ db: locked, provider }).migrateTo(name)
    if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`)
  })
}

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
