import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely'

import { engineOf } from '../engine'

/*
 * Pieces several migrations build alike. A shipped migration must keep
 * sending the same SQL, so these never change either: a new shape gets a new
 * helper.
 */

/** `create table <name> (<key> <type> primary key, …)`: the caller adds the other columns. */
export function createTable(
  db: Kysely<unknown>,
  name: string,
  key = 'id',
  type: 'text' | 'integer' = 'text',
) {
  return db.schema.createTable(name).addColumn(key, type, (c) => c.primaryKey())
}

/**
 * A table whose rows belong to one row of another (a cart's photos, a lead's
 * events): its `id` key, then the owner's id, required, deleted with the owner.
 */
export function createOwnedTable(
  db: Kysely<unknown>,
  name: string,
  owner: string,
  ownerKey: string,
) {
  return createTable(db, name).addColumn(owner, 'text', (c) =>
    c.notNull().references(ownerKey).onDelete('cascade'),
  )
}

/** Required (`not null`) text columns, in this order. */
export function requiredText(...names: string[]) {
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    names.reduce<CreateTableBuilder<T, string>>(
      (built, name) => built.addColumn(name, 'text', (c) => c.notNull()),
      table,
    )
}

/** A plain index: `create index <name> on <table> (<columns>)`. */
export async function addIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute()
}

/** The required `created_at` and `updated_at` text columns (ISO-8601 UTC). */
export function timestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
}

/**
 * The outbox as 003_outbox created it, but for `message_id`'s constraints:
 * 021_outbox_staff_mail rebuilds it on SQLite with that column nullable.
 */
export function outboxTable(
  db: Kysely<unknown>,
  messageId: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
) {
  return createTable(db, 'outbox')
    .addColumn('message_id', 'text', messageId)
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
}

/** The outbox's indexes: due messages by status, and a message's mails. */
export async function addOutboxIndexes(db: Kysely<unknown>): Promise<void> {
  await addIndex(db, 'outbox_due', 'outbox', ['status', 'next_attempt_at'])
  await addIndex(db, 'outbox_message', 'outbox', ['message_id'])
}

/**
 * Triggers that bump the inventory version on any change to `table`, so
 * cached public pages that show its rows are rendered again (045 made the
 * counter and its PostgreSQL function).
 */
export async function refreshPublicPagesOn(db: Kysely<unknown>, table: string): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`create trigger ${sql.raw(`${table}_bump_inventory_version`)}
          after insert or update or delete on ${sql.table(table)}
          for each statement execute function bump_inventory_version()`.execute(db)
    return
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.raw(`${table}_${event}_bump_inventory_version`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update inventory_version set version = version + 1 where id = 1;
          end`.execute(db)
  }
}

/**
 * A row's history (a reservation's, a service job's): one line per change,
 * when, the staff member who made it (none for the customer and the
 * server), what kind of change and its details as JSON; deleted with the
 * row, and read by row in time order through its index.
 */
export async function createHistoryTable(
  db: Kysely<unknown>,
  name: string,
  owner: string,
  ownerKey: string,
): Promise<void> {
  await createOwnedTable(db, name, owner, ownerKey)
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .execute()
  await addIndex(db, `${name}_${owner.replace(/_id$/, '')}`, name, [owner, 'at'])
}

/**
 * payments.purpose's check, from one list of purposes to another. PostgreSQL
 * changes the named check in place (091 added it unnamed, which PostgreSQL
 * named `payments_purpose_check`). SQLite cannot change a check in place:
 * the table is rebuilt as SQLite documents it
 * (https://www.sqlite.org/lang_altertable.html#otheralter), from its own
 * stored definition with the one check changed, so every column, default and
 * other check stays as the earlier migrations made them; its indexes are made
 * again from their stored definitions. No table refers to payments by a
 * foreign key.
 */
export async function replacePurposeCheck(
  db: Kysely<unknown>,
  before: string,
  after: string,
): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`alter table payments drop constraint payments_purpose_check`.execute(db)
    await sql`alter table payments add constraint payments_purpose_check
        check (purpose in (${sql.raw(after)}))`.execute(db)
    return
  }
  const schema = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'payments'`.execute(db)
  const table = schema.rows.find((row) => row.type === 'table')?.sql
  const check = `purpose in (${before})`
  if (!table?.includes(check)) throw new Error(`payments: the purpose check is not ${check}`)
  const rebuilt = table
    .replace(check, `purpose in (${after})`)
    .replace(/^create table "?payments"?/i, 'create table "payments_next"')
  // its indexes and any trigger, made again after the table (their own `sql`; automatic ones have none)
  const dependents = schema.rows.filter((row) => row.type !== 'table' && row.sql !== null)
  await sql.raw(rebuilt).execute(db)
  await sql`insert into payments_next select * from payments`.execute(db)
  await sql`drop table payments`.execute(db)
  await sql`alter table payments_next rename to payments`.execute(db)
  for (const dependent of dependents) if (dependent.sql) await sql.raw(dependent.sql).execute(db)
}
