import { InventoryEmpty } from '#app/components/inventory/inventory-empty.tsx'
import { InventoryFilterForm } from '#app/components/inventory/inventory-filter-form.tsx'
import { useLiveFilters } from '#app/components/inventory/use-live-filters.ts'
import { VehicleCard } from '#app/components/inventory/vehicle-card.tsx'
import { categoryOptions, filterVehicles, hasActiveFilters } from '#app/lib/inventory-filters.ts'
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
 * The filter form and the carts it lets through: every change filters the
 * list the page already has, and the URL follows.
 */
export function InventoryBrowser({ vehicles, pictures, search }: InventoryBrowserProps) {
  const live = useLiveFilters(search)
  const shown = filterVehicles(vehicles, live.filters)

  return (
    <>
      <InventoryFilterForm
        filters={live.filters}
        categories={categoryOptions(vehicles)}
        active={hasActiveFilters(live.filters)}
        clearHref={live.clearHref}
        onSearch={live.setSearch}
        onSearchBlur={live.endTyping}
        onField={live.setField}
        onSubmit={live.submit}
        onClear={live.clear}
      />
      <section aria-labelledby="results-heading" className="mt-10">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="results-heading" className="text-2xl font-bold text-gray-900 sm:text-3xl">
            Available Golf Carts ({shown.length})
          </h2>
          {/* the empty state repeats this line visibly; screen readers still hear every change here */}
          <p
            aria-live="polite"
            className={shown.length === 0 ? 'sr-only' : 'text-sm text-gray-700'}
          >
            Showing {shown.length} of {vehicles.length} total vehicles
          </p>
        </div>
        {shown.length === 0 ? (
          <InventoryEmpty total={vehicles.length} clearHref={live.clearHref} onClear={live.clear} />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((vehicle, index) => (
              <VehicleCard
                key={vehicle.id}
                vehicle={vehicle}
                href={`/vehicles/${vehicle.id}`}
                eager={index < 3}
                picture={pictures[vehicle.id]?.[0]}
              />
            ))}
          </div>
        )}
      </section>
    </>
  )
}
