import { CalendarCheck, Clock, FileText, Hand, Package, Zap } from 'lucide-react'

import { IconLink } from '#app/kernel/components/ui/icon-link.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { useHours } from '#app/kernel/components/ui/use-hours.ts'
import { shortClockText } from '#app/kernel/dealer/business-hours.ts'
import type { Town } from '#app/kernel/dealer/types.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { MapCard } from '#app/site/components/maps/map-card.tsx'
import { deliveryRules } from '#app/site/content/delivery.ts'
import type { DeliveryEstimate } from '#app/site/delivery-cost.ts'

type TownDeliveryProps = {
  town: Town
  delivery: DeliveryEstimate
}

/** What delivery to this town costs and how it works, beside a map of the town. */
export function TownDelivery({ town, delivery }: TownDeliveryProps) {
  const r = deliveryRules
  const hours = useHours().delivery
  const terms = [
    {
      icon: Package,
      text: `In-stock carts: ${r.leadTimes.inStock}. Custom orders: ${r.leadTimes.customOrder}.`,
    },
    {
      icon: Clock,
      text: `A ${r.windowHours}-hour delivery window, with a call from the driver on the way.`,
    },
    {
      icon: Zap,
      text: `Same-day rental delivery when you order before ${shortClockText(r.rush.orderBefore)}, for a ${formatPrice(r.rush.fee)} rush fee.`,
    },
    {
      icon: Hand,
      text: `White glove service for ${formatPrice(r.whiteGloveFee)}: placed in your garage, unpacked and walked through.`,
    },
    {
      icon: CalendarCheck,
      text: `We deliver ${hours.rows.map((row) => `${row.days} ${row.hours}`).join(', ')}.`,
    },
  ]
  return (
    <section aria-labelledby="town-delivery" className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="town-delivery" title={<>Delivery to {town.name}</>} />
          <p className="mt-4 rounded-xl border-l-4 border-brand-700 bg-brand-50 p-4 text-lg font-medium text-brand-900">
            {delivery.summary}
          </p>
          <p className="mt-3 text-sm text-gray-700">{delivery.note}</p>
          <ul className="mt-6 grid gap-3">
            {terms.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-gray-800">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <IconLink to="/policies/delivery-policy" icon={FileText} className="mt-6">
            Read our delivery policy
          </IconLink>
        </div>
        <MapCard
          label={`${town.name}, ${town.county} County`}
          address={`${town.name}, PA`}
          coordinates={town.coordinates}
          zoom={13}
        />
      </div>
    </section>
  )
}
