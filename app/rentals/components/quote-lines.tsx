import { formatPrice } from '#app/kernel/format.ts'

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

/** A rental quote's lines and what is due at the handover: the reserve form's live quote and the reservation's page. */
export function QuoteLines({ lines, total }: { lines: readonly QuoteLine[]; total: number }) {
  return (
    <dl className="mt-2 grid gap-2">
      {lines.map((line) => (
        <QuoteLineRow key={line.key} line={line} />
      ))}
      <div
        className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-lg"
        data-quote-due
      >
        <dt className="font-bold">Due at handover</dt>
        <dd className="font-bold" data-quote-total>
          {formatPrice(total)}
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
