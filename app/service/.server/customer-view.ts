import type { DB } from '#app/kernel/.server/db/connection.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { formatSalesTaxRate } from '#app/payments/sales-tax.ts'
import type { EstimateTotals } from '#app/service/service-estimate.ts'

import { customerSide } from './job-page'

/** What the customer's page shows of the estimate: the version asked about, or nothing yet. */
export type CustomerEstimateView = {
  token: string
  estimateId: string
  linesHash: string
  version: number
  /** waiting: Approve and Decline are offered */
  waiting: boolean
  totals: EstimateTotals
  labourRateCents: number
  taxRate: string
  decision?: { decision: 'approved' | 'declined'; name: string; when: string }
}

/** What the customer's page shows of the invoice. */
export type CustomerInvoiceView = {
  token: string
  totalCents: number
  taxCents: number
  paid?: string
  payOnline: boolean
}

/** Tokens are long random strings: anything else is not looked up. */
export const tokenShape = /^[A-Za-z0-9_-]{16,200}$/

/**
 * The estimate and invoice parts of the customer's job page, for its loader
 * (`/service/:token`) and for the routes that take the customer's posts.
 */
export async function customerView(db: DB, token: string, online: OnlinePayments | undefined) {
  if (!tokenShape.test(token)) return undefined
  const side = await customerSide(db, token)
  if (!side) return undefined
  const { estimate, decision, invoice } = side
  const estimateView: CustomerEstimateView | undefined =
    estimate?.lines_hash && estimate.status !== 'superseded'
      ? {
          token,
          estimateId: estimate.id,
          linesHash: estimate.lines_hash,
          version: estimate.version,
          waiting: estimate.status === 'sent' && side.job.stage === 'awaiting_approval',
          totals: estimate.totals,
          labourRateCents: estimate.labour_rate_cents,
          taxRate: formatSalesTaxRate(estimate.tax_basis_points),
          decision: decision
            ? {
                decision: decision.decision,
                name: decision.signed_name,
                when: readableTime(new Date(decision.at)),
              }
            : undefined,
        }
      : undefined
  const invoiceView: CustomerInvoiceView | undefined = invoice
    ? {
        token,
        totalCents: invoice.total_cents,
        taxCents: invoice.tax_cents,
        paid: invoice.paid_at ? readableTime(new Date(invoice.paid_at)) : undefined,
        payOnline: online !== undefined && !invoice.paid_at && invoice.total_cents > 0,
      }
    : undefined
  return { job: side.job, estimate: estimateView, invoice: invoiceView }
}
