import { Lock } from 'lucide-react'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { formatCents } from '#app/kernel/format.ts'
import { holdFormPath } from '#app/sales/cart-hold.ts'

/**
 * "Hold this cart": a plain form's button to the hold page (no script on the
 * cart's page), shown while the cart can be held.
 */
export function HoldCartOffer({
  vehicle,
  offer,
}: {
  vehicle: { id: string; name: string }
  offer: { depositCents: number; days: number }
}) {
  return (
    <section
      aria-labelledby="hold-heading"
      className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="hold-heading" className="text-2xl font-bold text-gray-900">
        Hold this cart
      </h2>
      <p className="mt-2 max-w-2xl text-lg text-gray-700">
        Pay a refundable deposit of {formatCents(offer.depositCents)} online and we keep the{' '}
        {vehicle.name} for you for {offer.days === 1 ? '1 day' : `${offer.days} days`}. The deposit
        goes toward the price, or comes back to your card in full if you do not buy it.
      </p>
      <form method="get" action={holdFormPath(vehicle.id)} className="mt-4">
        <button type="submit" className={buttonClass('primary', 'lg')}>
          <Lock aria-hidden="true" className="size-5" /> Hold this cart
        </button>
      </form>
    </section>
  )
}
