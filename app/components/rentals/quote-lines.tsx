import { formatPrice } from '#app/lib/format.ts'

export type QuoteLine = { key: string; label: string; detail: string; amount: number }

/** A rental quote's lines and what is due at the handover: the reserve form's live quote and the reservation's page. */
export function QuoteLines({ lines, total }: { lines: readonly QuoteLine[]; total: number }) {
  return (
    <dl className="mt-2 grid gap-2">
      {lines.map((line) => (
        <div key={line.key} className="flex justify-between gap-4">
          <dt>
            <span className="font-semibold">{line.label}</span>
            <span className="block text-sm text-gray-700">{line.detail}</span>
          </dt>
          <dd className="font-semibold">{formatPrice(line.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-lg">
        <dt className="font-bold">Due at handover</dt>
        <dd className="font-bold" data-quote-total>
          {formatPrice(total)}
        </dd>
      </div>
    </dl>
  )
}
