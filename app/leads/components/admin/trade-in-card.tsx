import type { FormAnswer } from '#app/kernel/.server/action-result.ts'
import { OneFieldForm } from '#app/kernel/components/admin/one-field-form.tsx'
import { formatCents } from '#app/kernel/format.ts'
import type { TradeInView } from '#app/leads/.server/trade-in/trade-in-lead.ts'

/** A trade-in on its lead's page: the cart, its photos, the cart wanted, and the value staff answer with. */
export function TradeInCard({
  leadId,
  tradeIn,
  result,
}: {
  leadId: string
  tradeIn: TradeInView
  result?: FormAnswer
}) {
  const answer = result?.form === 'trade-in' ? result : undefined
  const { wanted } = tradeIn
  return (
    <section
      aria-labelledby="trade-in-heading"
      className="rounded border border-gray-200 bg-white p-4"
    >
      <h2 id="trade-in-heading" className="text-xl font-semibold text-gray-900">
        Trade-in: {tradeIn.title}
      </h2>
      <p className="mt-2 whitespace-pre-line text-gray-800">{tradeIn.summary}</p>
      {wanted && (
        <p className="mt-2 text-gray-800">
          Wants the <a href={`/vehicle/${wanted.id}`}>{wanted.name}</a>
          {wanted.town ? `, delivered to ${wanted.town}` : ''}
          {wanted.totalCents != null ? `: out-the-door ${formatCents(wanted.totalCents)}` : ''}.
        </p>
      )}
      <ul
        aria-label="Photos of the trade-in"
        className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4"
      >
        {tradeIn.photos.map((photo, index) => {
          const src = `/admin/leads/${leadId}/trade-in-photos/${photo.id}`
          return (
            <li key={photo.id}>
              <a href={src}>
                <img
                  src={src}
                  width={photo.width}
                  height={photo.height}
                  alt={`${tradeIn.title}, view ${index + 1}`}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded object-cover"
                />
              </a>
            </li>
          )
        })}
      </ul>
      {tradeIn.valueCents != null && (
        <p className="mt-4 font-semibold text-gray-900">
          Valued at {formatCents(tradeIn.valueCents)}
          {wanted?.totalCents != null
            ? `: the buyer was sent ${formatCents(Math.max(0, wanted.totalCents - tradeIn.valueCents))} after trade.`
            : '.'}
        </p>
      )}
      <OneFieldForm
        name="value"
        intent="trade-in-value"
        label="Trade-in value in dollars"
        inputMode="numeric"
        hint="The buyer is e-mailed the value and, with the cart they want, its out-the-door price less it."
        done={answer?.message}
        error={answer?.error}
        value={tradeIn.valueCents != null ? String(tradeIn.valueCents / 100) : ''}
        button={tradeIn.valueCents != null ? 'Send a new value' : 'Send the value'}
      />
    </section>
  )
}
