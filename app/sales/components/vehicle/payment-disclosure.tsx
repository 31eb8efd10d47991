import { formatCents } from '#app/kernel/format.ts'
import { formatApr, type PaymentEstimate } from '#app/sales/payment-estimate.ts'

/**
 * What Regulation Z asks beside a payment (12 CFR 1026.24(d)): the down
 * payment, the terms of repayment and the APR, said plainly, and that the
 * figure is an estimate, not an offer of credit.
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
      <p className="text-base text-gray-900">
        <strong>{formatCents(estimate.monthlyCents)} a month</strong> for {estimate.termMonths}{' '}
        months: {formatCents(estimate.downPaymentCents)} down, then{' '}
        {estimate.lastPaymentCents === estimate.monthlyCents
          ? `${estimate.termMonths} monthly payments of ${formatCents(estimate.monthlyCents)}`
          : `${estimate.termMonths - 1} monthly payments of ${formatCents(estimate.monthlyCents)} and a last one of ${formatCents(estimate.lastPaymentCents)}`}{' '}
        at <strong>{formatApr(estimate.aprBasisPoints)} APR</strong>, repaying{' '}
        {formatCents(estimate.principalCents)} financed (
        {formatCents(estimate.totalOfPaymentsCents)} in all, a finance charge of{' '}
        {formatCents(estimate.financeChargeCents)}).
      </p>
      <p className="mt-2">
        An estimate, not an offer of credit: the rate and terms depend on the lender's approval of
        your credit. We never ask for a credit application or a social security number on this site.
        {prequalificationUrl && (
          <>
            {' '}
            <a href={prequalificationUrl} target="_blank" rel="noopener" className="underline">
              See whether you pre-qualify on our lender's site
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </>
        )}
      </p>
    </div>
  )
}
