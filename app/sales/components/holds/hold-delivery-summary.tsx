import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { formatCents } from '#app/kernel/format.ts'

export type HoldDeliverySummaryFacts = {
  when: string
  address: string
  fees: { label: string; cents: number }[]
  feesCents: number
  path: string
}

/** The buyer's delivery booked with the hold: when, where, the fees paid with the cart, and its page. */
export function HoldDeliverySummary({ delivery }: { delivery: HoldDeliverySummaryFacts }) {
  return (
    <section
      aria-labelledby="hold-delivery"
      className="grid gap-3 rounded-xl border border-gray-300 bg-white p-5"
    >
      <h2 id="hold-delivery" className="text-xl font-semibold text-gray-900">
        Your delivery
      </h2>
      <p className="text-gray-900">
        <strong>{delivery.when}</strong>, to {delivery.address}.
      </p>
      {delivery.feesCents > 0 ? (
        <>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-gray-900">
            {delivery.fees.map((fee) => (
              <div key={fee.label} className="contents">
                <dt>{fee.label}</dt>
                <dd className="text-right">{formatCents(fee.cents)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-gray-800">
            Delivery fees of {formatCents(delivery.feesCents)} are paid with the cart, not with the
            deposit.
          </p>
        </>
      ) : (
        <p className="text-gray-800">No delivery fees.</p>
      )}
      <a href={delivery.path} className={buttonClass('outline', 'md')}>
        See or move your delivery
      </a>
    </section>
  )
}
