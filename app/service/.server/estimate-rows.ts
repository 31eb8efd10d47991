import { createHash, randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ServiceEstimateLineRow, ServiceEstimateRow } from '#app/kernel/.server/db/schema.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import {
  canonicalEstimate,
  type EstimateLine,
  type EstimateTotals,
  estimateTotals,
} from '#app/service/service-estimate.ts'

import { labourRate } from './labour-rate'

/** A version with its lines, priced. */
export type Estimate = ServiceEstimateRow & {
  lines: ServiceEstimateLineRow[]
  totals: EstimateTotals
}

export function lineOf(row: ServiceEstimateLineRow): EstimateLine {
  if (row.kind === 'labour')
    return { kind: 'labour', description: row.description, tenths: row.tenths ?? 0 }
  if (row.kind === 'part')
    return {
      kind: 'part',
      description: row.description,
      quantity: row.quantity ?? 0,
      unitCents: row.unit_cents ?? 0,
    }
  return {
    kind: 'warranty',
    description: row.description,
    claimNumber: row.claim_number ?? '',
    tenths: row.tenths,
    quantity: row.quantity,
  }
}

/** What the customer decides on, as the rows stand. */
export function pricing(estimate: ServiceEstimateRow, lines: ServiceEstimateLineRow[]) {
  return {
    lines: lines.map(lineOf),
    labourRateCents: estimate.labour_rate_cents,
    feeCents: estimate.fee_cents,
    taxBasisPoints: estimate.tax_basis_points,
  }
}

/** sha-256 of the exact lines, rates and fee. */
export const linesHash = (estimate: ServiceEstimateRow, lines: ServiceEstimateLineRow[]) =>
  createHash('sha256')
    .update(canonicalEstimate(pricing(estimate, lines)))
    .digest('hex')

async function withLines(db: DB, row: ServiceEstimateRow): Promise<Estimate> {
  const lines = await db
    .selectFrom('service_estimate_lines')
    .selectAll()
    .where('estimate_id', '=', row.id)
    .orderBy('position')
    .execute()
  return { ...row, lines, totals: estimateTotals(pricing(row, lines)) }
}

/** Every version of a job's estimate, newest first. */
export async function jobEstimates(db: DB, jobId: string): Promise<Estimate[]> {
  const rows = await db
    .selectFrom('service_estimates')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('version', 'desc')
    .execute()
  return Promise.all(rows.map((row) => withLines(db, row)))
}

/** The version the customer is asked about: the newest one sent (undecided or decided). */
export async function customerEstimate(db: DB, jobId: string): Promise<Estimate | undefined> {
  const row = await db
    .selectFrom('service_estimates')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('status', '!=', 'draft')
    .orderBy('version', 'desc')
    .executeTakeFirst()
  return row ? withLines(db, row) : undefined
}

/** The owners' labour rate and tax rate now, and the job's visit fee. */
async function currentRates(db: DB, jobId: string) {
  const job = await db
    .selectFrom('service_jobs')
    .select('fee_cents')
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow()
  return {
    labour_rate_cents: await readSetting(db, labourRate),
    tax_basis_points: await readSetting(db, salesTaxRate),
    fee_cents: job.fee_cents,
  }
}

/**
 * The job's draft, made when there is none as the next version with the
 * newest version's lines: a sent version never changes. Two staff editing at
 * once share one draft (its partial unique index).
 */
export async function draftOf(trx: DB, jobId: string, now: Date): Promise<ServiceEstimateRow> {
  const draft = await trx
    .selectFrom('service_estimates')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('status', '=', 'draft')
    .executeTakeFirst()
  if (draft) return draft
  const latest = await trx
    .selectFrom('service_estimates')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('version', 'desc')
    .executeTakeFirst()
  const id = randomUUID()
  const inserted = await trx
    .insertInto('service_estimates')
    .values({
      id,
      job_id: jobId,
      version: (latest?.version ?? 0) + 1,
      status: 'draft',
      ...(await currentRates(trx, jobId)),
      subtotal_cents: null,
      tax_cents: null,
      total_cents: null,
      lines_hash: null,
      created_at: now.toISOString(),
      sent_at: null,
      decided_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  // another staff member's draft made meanwhile is the one to edit
  if (latest && Number(inserted.numInsertedOrUpdatedRows) > 0) {
    const lines = await trx
      .selectFrom('service_estimate_lines')
      .selectAll()
      .where('estimate_id', '=', latest.id)
      .execute()
    if (lines.length > 0) {
      await trx
        .insertInto('service_estimate_lines')
        .values(lines.map((line) => ({ ...line, id: randomUUID(), estimate_id: id })))
        .execute()
    }
  }
  return trx
    .selectFrom('service_estimates')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('status', '=', 'draft')
    .executeTakeFirstOrThrow()
}

/** The draft priced at today's rates, as sending it will fix them. */
export async function repriceDraft(trx: DB, draft: ServiceEstimateRow) {
  const rates = await currentRates(trx, draft.job_id)
  const repriced = { ...draft, ...rates }
  await trx.updateTable('service_estimates').set(rates).where('id', '=', draft.id).execute()
  return repriced
}
