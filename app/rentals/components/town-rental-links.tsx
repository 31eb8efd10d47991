import { Truck } from 'lucide-react'

import { TownGroups } from '#app/site/components/towns/town-link-list.tsx'
import { useTownGroups } from '#app/site/components/towns/use-town-groups.ts'

/** Every town's rental page, grouped by service area: delivered rentals are priced there. */
export function TownRentalLinks() {
  return (
    <section
      aria-labelledby="town-rentals"
      className="rounded-2xl border border-gray-200 p-6 sm:p-10"
    >
      <h2
        id="town-rentals"
        className="flex items-center gap-3 text-2xl font-bold text-brand-900 sm:text-3xl"
      >
        <Truck aria-hidden="true" className="size-7 text-brand-700" /> Rentals Delivered to Your
        Town
      </h2>
      <p className="mt-2 max-w-3xl text-gray-700">
        Staying in one of the towns we serve? We bring the cart to your door, show you how it works
        and collect it at the end, with free delivery within the town area. Delivered rates and
        local details are on each town&apos;s rental page.
      </p>
      <TownGroups
        groups={useTownGroups()}
        look="rentalPills"
        className="mt-8 grid gap-8 md:grid-cols-2"
      />
    </section>
  )
}
