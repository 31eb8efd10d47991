import { AlertSignup } from '#app/components/alerts/alert-signup.tsx'
import { InventoryEmpty } from '#app/components/inventory/inventory-empty.tsx'
import { InventoryFilterForm } from '#app/components/inventory/inventory-filter-form.tsx'
import {
  inventoryView,
  resultsHeading,
  resultsLine,
  resultsLineClass,
} from '#app/components/inventory/results-summary.ts'
import { VehicleCard } from '#app/components/inventory/vehicle-card.tsx'
import {
  alertQuery,
  categoryOptions,
  filterFacts,
  parseFilters,
} from '#app/lib/inventory-filters.ts'
import type { PictureData } from '#app/lib/photo-picture.ts'
import type { Vehicle } from '#app/lib/vehicle.ts'

export type InventoryBrowserProps = {
  vehicles: Vehicle[]
  /** each cart's photos by cart id, cover first */
  pictures: Record<string, PictureData[]>
  /** the query string the page was requested with, e.g. "?brand=denago" or "" */
  search: string
}

/**
 * The filter form and the carts, rendered on the server for the requested
 * query: every cart is in the page, in the chosen order, those the filters
 * exclude hidden, so `live-filters.ts` can filter in the browser by showing,
 * hiding and moving them, without React.
 */
export function InventoryBrowser({ vehicles, pictures, search }: InventoryBrowserProps) {
  const filters = parseFilters(new URLSearchParams(search))
  // filtered and sorted by today's price; each card keeps the cart as read
  const facts = vehicles.map((vehicle) => ({ ...filterFacts(vehicle), vehicle }))
  const { ordered, shown, shownIds, eagerIds, active, clearHref } = inventoryView(facts, filters)

  return (
    <>
      <InventoryFilterForm
        filters={filters}
        categories={categoryOptions(vehicles)}
        active={active}
        clearHref={clearHref}
      />
      <section aria-labelledby="results-heading" className="mt-10">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="results-heading" className="text-2xl font-bold text-gray-900 sm:text-3xl">
            {resultsHeading(shown.length)}
          </h2>
          {/* the empty state repeats this line visibly; screen readers still hear every change here */}
          <p aria-live="polite" data-results-line="" className={resultsLineClass(shown.length)}>
            {resultsLine(shown.length, vehicles.length)}
          </p>
        </div>
        <InventoryEmpty total={vehicles.length} clearHref={clearHref} hidden={shown.length > 0} />
        <div
          hidden={shown.length === 0}
          data-results-grid=""
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {ordered.map(({ vehicle }) => (
            <VehicleCard
              key={vehicle.id}
              vehicle={vehicle}
              href={`/vehicles/${vehicle.id}`}
              eager={eagerIds.has(vehicle.id)}
              picture={pictures[vehicle.id]?.[0]}
              hidden={!shownIds.has(vehicle.id)}
            />
          ))}
        </div>
      </section>
      <div className="mt-10">
        <AlertSignup
          kind="search"
          heading="E-mail me new matches"
          text="Get an e-mail when a cart matching these filters arrives or its price drops into your range. Choose at least one filter first."
          button="E-mail me new matches"
          filters={alertQuery(filters)}
        />
      </div>
    </>
  )
}
