import { Store } from 'lucide-react'

import { IconLink } from '#app/kernel/components/ui/icon-link.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { TermList } from '#app/kernel/components/ui/term-list.tsx'
import type { Town } from '#app/kernel/dealer/types.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { LocalSpots } from '#app/site/components/towns/local-spots.tsx'
import type { DeliveryEstimate } from '#app/site/delivery-cost.ts'
import { placeKind } from '#app/site/town-page.ts'

type TownProfileProps = {
  town: Town
  areaName: string
  locationName: string
  delivery: DeliveryEstimate
}

/** What is true of this town in particular: its facts, places, county and distance to us. */
export function TownProfile({ town, areaName, locationName, delivery }: TownProfileProps) {
  const glance = [
    { term: 'County', detail: `${town.county} County, PA` },
    { term: 'Municipality type', detail: placeKind(town) },
    { term: 'Our service area', detail: areaName },
    { term: 'Nearest location', detail: `${locationName}, about ${town.distanceMiles} miles` },
    {
      term: 'Delivery',
      detail: delivery.cost === 0 ? 'Free' : `About ${formatPrice(delivery.cost)}`,
    },
  ]
  return (
    <section aria-labelledby="town-profile" className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <SectionHeading id="town-profile" title={<>Golf Carts in {town.name}: What to Know</>} />
          <div className="mt-5 grid gap-4 leading-7 text-gray-800 sm:text-lg sm:leading-8">
            {town.facts.map((fact) => (
              <p key={fact}>{fact}</p>
            ))}
          </div>
          <LocalSpots town={town} title={`Where carts get used around ${town.name}`} />
        </div>

        <div className="h-fit rounded-2xl border border-gray-200 bg-gray-50 p-6">
          <h3 id="town-glance" className="text-xl font-semibold text-gray-900">
            {town.name} at a glance
          </h3>
          <TermList look="glance" className="mt-4 grid gap-3" items={glance} />
          <p className="mt-4 text-sm text-gray-700">{delivery.summary}</p>
          <IconLink to="/showroom" icon={Store} className="mt-5">
            Visit our nearest showroom
          </IconLink>
        </div>
      </div>
    </section>
  )
}
