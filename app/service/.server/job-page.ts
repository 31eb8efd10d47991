import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ServiceJobRow } from '#app/kernel/.server/db/schema.ts'

import { customerEstimate, type Estimate, jobEstimates } from './estimate-rows'
import { invoiceOf } from './invoices'

/*
 * What a job's staff page shows: the job, the cart's earlier jobs (by
 * serial) and the customer's (by e-mail or phone), each an indexed lookup,
 * the history, the estimate's versions with the customer's decisions, and
 * the invoice.
 */

export type EarlierJob = Pick<
  ServiceJobRow,
  | 'id'
  | 'stage'
  | 'kind'
  | 'visit_day'
  | 'cart_brand'
  | 'cart_model'
  | 'cart_serial'
  | 'description'
>

export type HistoryLine = {
  id: string
  at: string
  kind: string
  actor: string | null
  detail: Record<string, unknown> | null
}

/** The earlier jobs shown of a cart and of a customer, newest first. */
export const earlierLimit = 20

const earlierColumns = [
  'id',
  'stage',
  'kind',
  'visit_day',
  'cart_brand',
  'cart_model',
  'cart_serial',
  'description',
] as const

export async function jobPage(db: DB, id: string) {
  const job = await db
    .selectFrom('service_jobs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!job) return undefined
  const serial = job.cart_serial?.trim()
  const sameCart = serial
    ? await db
        .selectFrom('service_jobs')
        .select(earlierColumns)
        .where('cart_serial', '=', serial)
        .where('id', '!=', id)
        .orderBy('visit_day', 'desc')
        .limit(earlierLimit)
        .execute()
    : []
  const sameCustomer = await db
    .selectFrom('service_jobs')
    .select(earlierColumns)
    .where((eb) => eb.or([eb('email', '=', job.email), eb('phone', '=', job.phone)]))
    .where('id', '!=', id)
    .orderBy('visit_day', 'desc')
    .limit(earlierLimit)
    .execute()
  const events = await db
    .selectFrom('service_job_events')
    .selectAll()
    .where('job_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute()
  const history: HistoryLine[] = events.map((event) => ({
    id: event.id,
    at: event.at,
    kind: event.kind,
    actor: event.actor_email,
    detail: event.detail ? (JSON.parse(event.detail) as Record<string, unknown>) : null,
  }))
  const estimates: Estimate[] = await jobEstimates(db, id)
  const decisions = await db
    .selectFrom('service_estimate_decisions')
    .select(['estimate_id', 'decision', 'signed_name', 'at', 'ip', 'lines_hash'])
    .where('job_id', '=', id)
    .orderBy('at')
    .execute()
  return {
    job,
    sameCart,
    sameCustomer,
    history,
    estimates,
    decisions,
    invoice: await invoiceOf(db, id),
  }
}

/** What the customer's page shows of the estimate and the invoice. */
export async function customerSide(db: DB, token: string) {
  const job = await db
    .selectFrom('service_jobs')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst()
  if (!job) return undefined
  const estimate = await customerEstimate(db, job.id)
  const decision = estimate
    ? await db
        .selectFrom('service_estimate_decisions')
        .select(['decision', 'signed_name', 'at'])
        .where('estimate_id', '=', estimate.id)
        .executeTakeFirst()
    : undefined
  return { job, estimate, decision, invoice: await invoiceOf(db, job.id) }
}
