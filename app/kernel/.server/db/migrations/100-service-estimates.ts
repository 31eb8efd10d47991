import { type Kysely, type Migration, sql } from 'kysely'

import { columnType, engineOf } from '../engine'
import { addIndex } from './helpers'

const purposes = `'rent', 'deposit', 'fees', 'cart_hold', 'service', 'other'`

// A service job's estimate, its approval and its invoice (record 071). An
// estimate is a numbered version of lines; a version once sent never changes
// (a change is the next version, approved again). The customer's decision is
// one row per version (the unique key makes it once, on both engines, however
// many posts race), with the name typed, the time, the address and the exact
// lines decided on. The invoice is one per job, paid once: the ledger row
// that paid it is set by one guarded update. The ledger learns the purpose
// `service`.
export const serviceEstimates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('service_estimates')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('job_id', columnType.id, (c) =>
        c.notNull().references('service_jobs.id').onDelete('cascade'),
      )
      .addColumn('version', columnType.integer, (c) => c.notNull().check(sql`version > 0`))
      .addColumn('status', columnType.text, (c) =>
        c.notNull().check(sql`status in ('draft', 'sent', 'approved', 'declined', 'superseded')`),
      )
      // the labour rate and tax rate the version was priced at
      .addColumn('labour_rate_cents', columnType.integer, (c) => c.notNull())
      .addColumn('tax_basis_points', columnType.integer, (c) => c.notNull())
      .addColumn('fee_cents', columnType.integer, (c) => c.notNull())
      // fixed when sent: the totals and the hash of the exact lines
      .addColumn('subtotal_cents', columnType.integer)
      .addColumn('tax_cents', columnType.integer)
      .addColumn('total_cents', columnType.integer)
      .addColumn('lines_hash', columnType.text)
      .addColumn('created_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('sent_at', columnType.timestamp)
      .addColumn('decided_at', columnType.timestamp)
      .addUniqueConstraint('service_estimates_job_version', ['job_id', 'version'])
      .execute()
    // one draft a job at most: two staff editing at once share it
    await db.schema
      .createIndex('service_estimates_one_draft')
      .on('service_estimates')
      .column('job_id')
      .unique()
      .where(sql.ref('status'), '=', 'draft')
      .execute()

    await db.schema
      .createTable('service_estimate_lines')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('estimate_id', columnType.id, (c) =>
        c.notNull().references('service_estimates.id').onDelete('cascade'),
      )
      .addColumn('position', columnType.integer, (c) => c.notNull())
      .addColumn('kind', columnType.text, (c) =>
        c.notNull().check(sql`kind in ('labour', 'part', 'warranty')`),
      )
      .addColumn('description', columnType.text, (c) => c.notNull())
      // labour and warranty work: hours in tenths
      .addColumn('tenths', columnType.integer, (c) => c.check(sql`tenths > 0`))
      // parts
      .addColumn('quantity', columnType.integer, (c) => c.check(sql`quantity > 0`))
      .addColumn('unit_cents', columnType.integer, (c) => c.check(sql`unit_cents >= 0`))
      .addColumn('claim_number', columnType.text)
      .execute()
    await addIndex(db, 'service_estimate_lines_estimate', 'service_estimate_lines', [
      'estimate_id',
      'position',
    ])

    await db.schema
      .createTable('service_estimate_decisions')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('job_id', columnType.id, (c) =>
        c.notNull().references('service_jobs.id').onDelete('cascade'),
      )
      // unique: a version is decided once
      .addColumn('estimate_id', columnType.id, (c) =>
        c.notNull().unique().references('service_estimates.id').onDelete('cascade'),
      )
      .addColumn('decision', columnType.text, (c) =>
        c.notNull().check(sql`decision in ('approved', 'declined')`),
      )
      .addColumn('signed_name', columnType.text, (c) => c.notNull())
      .addColumn('at', columnType.timestamp, (c) => c.notNull())
      .addColumn('ip', columnType.text)
      .addColumn('lines_hash', columnType.text, (c) => c.notNull())
      // the lines and totals as the customer saw them
      .addColumn('snapshot', columnType.json, (c) => c.notNull())
      .execute()
    await addIndex(db, 'service_estimate_decisions_job', 'service_estimate_decisions', [
      'job_id',
      'at',
    ])

    await db.schema
      .createTable('service_invoices')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('job_id', columnType.id, (c) =>
        c.notNull().unique().references('service_jobs.id').onDelete('cascade'),
      )
      .addColumn('estimate_id', columnType.id, (c) => c.references('service_estimates.id'))
      .addColumn('subtotal_cents', columnType.integer, (c) => c.notNull())
      .addColumn('tax_cents', columnType.integer, (c) => c.notNull())
      .addColumn('total_cents', columnType.integer, (c) => c.notNull().check(sql`total_cents >= 0`))
      .addColumn('issued_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('paid_at', columnType.timestamp)
      // the ledger row that paid it (a charge online or a desk payment)
      .addColumn('payment_id', columnType.id)
      .execute()

    await growPurposes(db)
  },
}

/** payments.purpose's check gains `service`. */
async function growPurposes(db: Kysely<unknown>) {
  if (engineOf(db) === 'postgres') {
    // 091 added the column with an unnamed check, which PostgreSQL named so
    await sql`alter table payments drop constraint payments_purpose_check`.execute(db)
    await sql`alter table payments add constraint payments_purpose_check
        check (purpose in (${sql.raw(purposes)}))`.execute(db)
    return
  }
  await rebuildPaymentsOnSqlite(db)
}

/**
 * SQLite cannot change a check in place: the table is rebuilt as SQLite
 * documents it (https://www.sqlite.org/lang_altertable.html#otheralter), from
 * its own stored definition with the one check changed, so every column,
 * default and other check stays as the earlier migrations made them; its
 * indexes are made again from their stored definitions. No table refers to
 * payments by a foreign key.
 */
async function rebuildPaymentsOnSqlite(db: Kysely<unknown>) {
  const schema = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'payments'`.execute(db)
  const table = schema.rows.find((row) => row.type === 'table')?.sql
  const before = `purpose in ('rent', 'deposit', 'fees', 'cart_hold', 'other')`
  if (!table?.includes(before)) throw new Error('payments: the purpose check is not as 091 made it')
  const rebuilt = table
    .replace(before, `purpose in (${purposes})`)
    .replace(/^create table "?payments"?/i, 'create table "payments_next"')
  // its indexes and any trigger, made again after the table (their own `sql`; automatic ones have none)
  const dependents = schema.rows.filter((row) => row.type !== 'table' && row.sql !== null)
  await sql.raw(rebuilt).execute(db)
  await sql`insert into payments_next select * from payments`.execute(db)
  await sql`drop table payments`.execute(db)
  await sql`alter table payments_next rename to payments`.execute(db)
  for (const dependent of dependents) if (dependent.sql) await sql.raw(dependent.sql).execute(db)
}
