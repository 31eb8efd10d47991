import { Clock, Truck, Zap } from 'lucide-react'

import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { useHours } from '#app/kernel/components/ui/use-hours.ts'
import { shortClockText } from '#app/kernel/dealer/business-hours.ts'
import type { Town } from '#app/kernel/dealer/types.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { deliveryStatement, rentalDeliveryTerms } from '#app/rentals/rental-delivery.ts'
import { MapCard } from '#app/site/components/maps/map-card.tsx'
import { LocalSpots } from '#app/site/components/towns/local-spots.tsx'
import { deliveryRules } from '#app/site/content/delivery.ts'

/** How a rental reaches the renter in this town (the terms its quote applies), with a map of the town and its places to ride. */
export function RentalDelivery({ town }: { town: Town }) {
  const r = deliveryRules
  const hours = useHours().delivery
  return (
    <section aria-labelledby="rental-delivery" className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="rental-delivery" title={<>Delivered to Your Door in {town.name}</>} />
          <p className="mt-4 inline-flex items-center gap-3 rounded-xl border-l-4 border-brand-700 bg-brand-50 p-4 text-lg font-semibold text-brand-900">
            <Truck aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            {deliveryStatement(rentalDeliveryTerms(town))}
          </p>
          <p className="mt-4 text-gray-700">
            Tell us where you are staying, whether a home, a rental cottage, a campsite or an event
            venue, and we drop the cart off charged and ready, show you the controls and pick it up
            when your rental ends.
          </p>
          <ul className="mt-5 grid gap-3 text-gray-800">
            <li className="flex gap-3">
              <Zap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                Same-day delivery when you call before {shortClockText(r.rush.orderBefore)}, for a{' '}
                {formatPrice(r.rush.fee)} rush fee.
              </span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                A {r.windowHours}-hour delivery window,{' '}
                {hours.rows.map((row) => `${row.days} ${row.hours}`).join(', ')}.
              </span>
            </li>
          </ul>
          <LocalSpots town={town} title={`Places to ride near ${town.name}`} />
          <p className="mt-3 text-sm text-gray-700">
            Check local rules before you drive: some parks, trails and private communities limit or
            ban carts.
          </p>
        </div>
        <MapCard
          label={`Rental delivery area: ${town.name}`}
          address={`${town.name}, PA`}
          coordinates={town.coordinates}
          zoom={13}
        />
      </div>
    </section>
  )
}
