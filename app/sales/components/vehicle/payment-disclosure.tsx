import { formatCents } from '#app/kernel/format.ts'
import { formatApr, type PaymentEstimate, paymentsPhrase } from '#app/sales/payment-estimate.ts'

/**
 * What Regulation Z asks beside a payment (12 CFR 1026.24(d)): the down
 * payment, the terms of repayment and the APR, said plainly, and that the
 * figure is an estimate, not an offer of credit. The island rewrites the
 * marked parts (`data-estimate`) when the buyer changes the term or the down payment.
 */
export function PaymentDisclosure({
  estimate,
  prequalificationUrl,
}: {
  estimate: PaymentEstimate
  prequalificationUrl: string
}) {
  return (
    <div
      className="mt-4 rounded-lg bg-gray-50 p-4 text-sm text-gray-800"
      data-testid="payment-disclosure"
    >
      <p className="text-base text-gray-900" aria-live="polite">
        <strong data-estimate="monthly">{formatCents(estimate.monthlyCents)} a month</strong> for{' '}
        <span data-estimate="term">{estimate.termMonths}</span> months:{' '}
        <span data-estimate="down">{formatCents(estimate.downPaymentCents)}</span> down, then{' '}
        <span data-estimate="payments">{paymentsPhrase(estimate)}</span> at{' '}
        <strong>{formatApr(estimate.aprBasisPoints)} APR</strong>, repaying{' '}
        <span data-estimate="financed">{formatCents(estimate.principalCents)}</span> financed (
        <span data-estimate="total">{formatCents(estimate.totalOfPaymentsCents)}</span> in all, a
        finance charge of{' '}
        <span data-estimate="charge">{formatCents(estimate.financeChargeCents)}</span>).
      </p>
      <p className="mt-2">
        An estimate, not an offer of credit: the rate and terms depend on the lender&apos;s approval
        of your credit. We never ask for a credit application or a social security number on this
        site.
        {prequalificationUrl && (
          <>
            {' '}
            <a href={prequalificationUrl} target="_blank" rel="noopener" className="underline">
              See whether you pre-qualify on our lender&apos;s site
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </>
        )}
      </p>
    </div>
  )
}
