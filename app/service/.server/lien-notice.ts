import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { direction } from '#app/payments/ledger.ts'
import { type PolicyRule, serviceLienRule } from '#app/site/.server/service-lien-rule.ts'

import { kindLabels } from '../service-stages'
import { daysAfter, daysUncollected, lienDays, lienNoticeDue } from '../uncollected-clock'

export type LienNotice = {
  jobId: string
  /** false while the cart is not ready, collected, or ready for less than 30 days */
  due: boolean
  /** the notice's date: today on the dealer's calendar */
  today: string
  customer: { name: string; email: string; phone: string; address: string | null }
  cart: { name: string; year: number | null; serial: string | null }
  work: string
  description: string
  bookedAt: string
  approvedAt: string | null
  /** when the customer was told the work was done, and the 30 days after it */
  readyAt: string | null
  abandonedAt: string | null
  daysUncollected: number
  /** what the ledger holds for the job: payments less refunds, in cents */
  paidCents: number
  /** the invoice's total, once the cart was ready; null before one was issued */
  invoicedCents: number | null
  /** the invoice's total less what was paid, never below nothing; null without an invoice */
  owedCents: number | null
  rule: PolicyRule
}

/**
 * What the printed lien notice of a cart left after service carries: the
 * customer, the cart, the work, the dates (ready, and 30 days after), what
 * has been paid, and the terms' rule in its published words; undefined for
 * an unknown job.
 */
export async function lienNotice(
  db: DB,
  jobId: string,
  now: Date,
): Promise<LienNotice | undefined> {
  const job = await db
    .selectFrom('service_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .executeTakeFirst()
  if (!job) return undefined
  const invoice = await db
    .selectFrom('service_invoices')
    .select('total_cents')
    .where('job_id', '=', jobId)
    .executeTakeFirst()
  const payments = await db
    .selectFrom('payments')
    .select(['kind', 'amount_cents'])
    .where('subject_type', '=', 'service_job')
    .where('subject_id', '=', jobId)
    .where('status', '=', 'succeeded')
    .execute()
  const zone = business.timeZone
  const readyAt = job.stage === 'ready' ? job.ready_at : null
  const ready = readyAt ? new Date(readyAt) : null
  const paidCents = payments.reduce((sum, p) => sum + direction(p.kind) * p.amount_cents, 0)
  const address = [job.street, [job.town, job.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return {
    jobId,
    due: ready !== null && lienNoticeDue(ready, now, zone),
    today: calendarDay(now, zone),
    customer: {
      name: `${job.first_name} ${job.last_name}`.trim(),
      email: job.email,
      phone: job.phone,
      address: address || null,
    },
    cart: {
      name: `${job.cart_brand} ${job.cart_model}`.trim(),
      year: job.cart_year,
      serial: job.cart_serial,
    },
    work: kindLabels[job.kind],
    description: job.description,
    bookedAt: job.booked_at,
    approvedAt: job.approved_at,
    readyAt,
    abandonedAt: ready ? daysAfter(ready, lienDays, zone).toISOString() : null,
    daysUncollected: ready ? daysUncollected(ready, now, zone) : 0,
    paidCents,
    invoicedCents: invoice?.total_cents ?? null,
    owedCents: invoice ? Math.max(0, invoice.total_cents - paidCents) : null,
    rule: serviceLienRule(),
  }
}
