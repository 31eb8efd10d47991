import { type Kysely, type Migration, sql } from 'kysely'

import { columnType } from '../engine'
import { addIndex, replacePurposeCheck } from './helpers'

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
  await replacePurposeCheck(db, `'rent', 'deposit', 'fees', 'cart_hold', 'other'`, purposes)
}
