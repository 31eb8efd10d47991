import { formatCents, formatPrice } from '#app/kernel/format.ts'
import { formatSalesTaxRate } from '#app/payments/sales-tax.ts'
import { rentCharges } from '#app/rentals/rent-charges.ts'

export type QuoteLine = { key: string; label: string; detail: string; amount: number }

/** One line of a quote; the marks let the reserve form write a line in the browser. */
export function QuoteLineRow({ line }: { line: QuoteLine }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>
        <span className="font-semibold" data-quote-label>
          {line.label}
        </span>
        <span className="block text-sm text-gray-700" data-quote-detail>
          {line.detail}
        </span>
      </dt>
      <dd className="font-semibold" data-quote-amount>
        {formatPrice(line.amount)}
      </dd>
    </div>
  )
}

/**
 * A rental quote's lines and its total: due at the handover, or, with the
 * rent paid online (`taxBasisPoints`), its sales tax and the total paid by
 * card. The reserve form's live quote and the reservation's page.
 */
export function QuoteLines({
  lines,
  total,
  taxBasisPoints,
}: {
  lines: readonly QuoteLine[]
  total: number
  taxBasisPoints?: number | undefined
}) {
  const charges = taxBasisPoints === undefined ? undefined : rentCharges({ lines }, taxBasisPoints)
  return (
    <dl className="mt-2 grid gap-2">
      {lines.map((line) => (
        <QuoteLineRow key={line.key} line={line} />
      ))}
      {charges && (
        <div className="flex justify-between gap-4" data-quote-tax-line>
          <dt className="font-semibold" data-quote-tax-label>
            {`Sales tax (${formatSalesTaxRate(charges.basisPoints)})`}
          </dt>
          <dd className="font-semibold" data-quote-tax>
            {formatCents(charges.taxCents)}
          </dd>
        </div>
      )}
      <div
        className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-lg"
        data-quote-due
      >
        <dt className="font-bold">{charges ? 'Total, paid by card online' : 'Due at handover'}</dt>
        <dd className="font-bold" data-quote-total>
          {charges ? formatCents(charges.totalCents) : formatPrice(total)}
        </dd>
      </div>
    </dl>
  )
}

/** The deposit below a quote. */
export function QuoteDeposit({ deposit }: { deposit: number }) {
  return (
    <p className="mt-2 text-sm text-gray-700">
      Plus a refundable deposit of <span data-quote-deposit>{formatPrice(deposit)}</span>, held at
      handover and given back when the cart returns as it left.
    </p>
  )
}
