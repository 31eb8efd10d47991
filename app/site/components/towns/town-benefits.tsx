import { BadgeDollarSign, type LucideIcon, Sparkles, Truck, Wrench } from 'lucide-react'

import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { brandNamesText } from '#app/kernel/dealer/business.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { deliveryRules } from '#app/site/content/delivery.ts'
import type { DeliveryEstimate } from '#app/site/delivery-cost.ts'

type TownBenefitsProps = {
  townName: string
  locationName: string
  distanceMiles: number
  delivery: Pick<DeliveryEstimate, 'cost'>
  /** cheapest daily rental rate of the delivered rate card */
  rentalFrom: number
}

type Benefit = { icon: LucideIcon; title: string; text: string }

/** The four reasons to buy from us, each worded for this town (delivery cost, distance to our location). */
export function TownBenefits({
  townName,
  locationName,
  distanceMiles,
  delivery,
  rentalFrom,
}: TownBenefitsProps) {
  const deliveryText =
    delivery.cost === 0
      ? `Delivery to ${townName} is free on purchases of ${formatPrice(deliveryRules.salesFreeMinimum)} or more`
      : `Delivery to ${townName} costs about ${formatPrice(delivery.cost)}`
  const benefits: Benefit[] = [
    {
      icon: Sparkles,
      title: 'Premium Vehicles',
      text: `New and pre-owned ${brandNamesText} electric carts, from compact two-seaters to six-seat family carts, with street-legal packages for the roads around ${townName}.`,
    },
    {
      icon: Truck,
      title: 'Local Delivery',
      text: `${deliveryText}. In-stock carts arrive in ${deliveryRules.leadTimes.inStock}, within a ${deliveryRules.windowHours}-hour window.`,
    },
    {
      icon: Wrench,
      title: 'Expert Service',
      text: `Maintenance, repairs, batteries and parts from our ${locationName}, about ${distanceMiles} miles from ${townName}, by the people who sold you the cart.`,
    },
    {
      icon: BadgeDollarSign,
      title: 'Best Value',
      text: `Fair prices, financing options and rentals from ${formatPrice(rentalFrom)} a day, so you can try a cart in ${townName} before you buy one.`,
    },
  ]
  return (
    <section aria-labelledby="town-benefits" className="bg-gray-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading id="town-benefits" title={<>Why {townName} Shops With Us</>} />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
