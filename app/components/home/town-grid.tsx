import { MapPin } from 'lucide-react'

import { TownLinkList } from '#app/components/towns/town-link-list.tsx'
import { useTownGroups } from '#app/components/towns/use-town-groups.ts'

/** Every town served, grouped by area, each linking to its own golf-cart page. */
export function TownGrid() {
  return (
    <section aria-labelledby="areas-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="areas-heading" className="text-3xl font-bold text-gray-900 sm:text-4xl">
          Areas we serve
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-gray-700">
          Sales, rentals, service and delivery in these boroughs, townships and cities. Choose yours
          for local details.
        </p>
        <div className="mt-10 grid gap-10 lg:grid-cols-2">
          {useTownGroups().map((area) => (
            <div key={area.id}>
              <h3 className="text-xl font-bold text-brand-900">{area.name}</h3>
              <p className="mt-2 text-gray-700">{area.description}</p>
              <TownLinkList
                towns={area.towns}
                className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2"
                linkClassName="flex items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-gray-900 hover:border-brand-700 hover:bg-brand-50"
                label={(town) => (
                  <>
                    <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                    <span>{town.name}</span>
                  </>
                )}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
