import { phones } from '#app/kernel/dealer/business.ts'
import { formatCents } from '#app/kernel/format.ts'
import type { CustomerEstimateView } from '#app/service/.server/customer-view.ts'

import { EstimateLinesTable } from './estimate-lines'

export const estimatePostPath = (token: string) => `/service/${encodeURIComponent(token)}/estimate`

/**
 * The estimate on the customer's job page: each line, the totals, and, while
 * it waits, Approve and Decline with the name typed. A plain form post: it
 * works without JavaScript. `message` is the answer to a refused post.
 */
export function EstimateForCustomer({
  estimate,
  message,
}: {
  estimate: CustomerEstimateView
  message?: string
}) {
  const { totals, decision } = estimate
  return (
    <section
      aria-labelledby="estimate-heading"
      className="rounded-xl border border-gray-300 bg-white p-4 sm:p-6"
    >
      <h2 id="estimate-heading" className="text-2xl font-bold text-gray-900">
        Your estimate{estimate.version > 1 ? ` (version ${estimate.version})` : ''}
      </h2>
      {message && (
        <p
          role="alert"
          className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-medium text-red-800"
        >
          {message}
        </p>
      )}
      <EstimateLinesTable
        caption="The work and parts of your estimate"
        totals={totals}
        labourRateCents={estimate.labourRateCents}
        taxRate={estimate.taxRate}
      />
      {decision && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 font-medium text-brand-900">
          {decision.decision === 'approved'
            ? `Approved by ${decision.name} on ${decision.when}. We are on it.`
            : `Declined by ${decision.name} on ${decision.when}. We will call you about your cart.`}
        </p>
      )}
      {estimate.waiting && (
        <form method="post" action={estimatePostPath(estimate.token)} className="mt-5 space-y-4">
          <input type="hidden" name="estimate" value={estimate.estimateId} />
          <input type="hidden" name="lines" value={estimate.linesHash} />
          <div>
            <label htmlFor="signed-name" className="block font-semibold text-gray-900">
              Your full name
            </label>
            <p id="signed-name-hint" className="text-sm text-gray-700">
              Typing your name signs your answer to this estimate of{' '}
              {formatCents(totals.totalCents)}.
            </p>
            <input
              id="signed-name"
              name="name"
              required
              minLength={2}
              maxLength={120}
              autoComplete="name"
              aria-describedby="signed-name-hint"
              className="mt-1 h-12 w-full rounded-lg border border-gray-500 px-3 text-base"
            />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="submit"
              name="decision"
              value="approved"
              className="h-12 rounded-lg bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
            >
              Approve {formatCents(totals.totalCents)}
            </button>
            <button
              type="submit"
              name="decision"
              value="declined"
              className="h-12 rounded-lg border-2 border-brand-800 bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Decline
            </button>
          </div>
          <p className="text-sm text-gray-700">
            Questions first? Call the service desk:{' '}
            <a className="underline" href={`tel:${phones.service.tel}`}>
              {phones.service.display}
            </a>
            .
          </p>
        </form>
      )}
    </section>
  )
}
