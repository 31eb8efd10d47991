import { type Kysely, type Migration, sql } from 'kysely'

import { engineOf } from '../engine'
import { addOutboxIndexes, outboxTable } from './helpers'

// The outbox also carries staff e-mails (invitations, password resets): no
// contact message, their subject and text in a JSON payload.
export const outboxStaffMail: Migration = {
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
  await outboxTable(db, (c) => c.references('contact_messages.id'))
    .addColumn('payload', 'text')
    .execute()
  await sql`insert into outbox (${list}) select ${list} from outbox_previous`.execute(db)
  await db.schema.dropTable('outbox_previous').execute()
  await addOutboxIndexes(db)
  const broken = await sql`pragma foreign_key_check`.execute(db)
  if (broken.rows.length > 0) throw new Error('outbox rebuild broke a foreign key')
}
