import { AlertTriangle, RotateCcw } from 'lucide-react'
import { type ShouldRevalidateFunctionArgs } from 'react-router'

import { withPublicPhotos } from '#app/.server/photos/public-photos.ts'
import { listVehicles } from '#app/.server/repositories/vehicles.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { InventoryCallToAction } from '#app/components/inventory/inventory-cta.tsx'
import { InventoryEmpty } from '#app/components/inventory/inventory-empty.tsx'
import { InventoryFilterForm } from '#app/components/inventory/inventory-filter-form.tsx'
import { InventoryHero } from '#app/components/inventory/inventory-hero.tsx'
import { useLiveFilters } from '#app/components/inventory/use-live-filters.ts'
import { VehicleCard } from '#app/components/inventory/vehicle-card.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { brandNamesText, business, financingOffer } from '#app/content/business.ts'
import {
  categoryOptions,
  emptyFilters,
  filtersToSearchParams,
  filterVehicles,
  hasActiveFilters,
  parseFilters,
} from '#app/lib/inventory-filters.ts'
import { seo, siteUrlFrom } from '#app/lib/seo.ts'
import { vehicleItemListJsonLd } from '#app/lib/structured-data.ts'

import type { Route } from './+types/inventory'

export async function loader({ context, request }: Route.LoaderArgs) {
  // a failure to read is logged by the server (handleError) and shown by the boundary below
  const filters = parseFilters(new URL(request.url).searchParams)
  const { vehicles, pictures } = await withPublicPhotos(
    context.db,
    await listVehicles(context.db),
    '(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw',
  )
  return { vehicles, pictures, filters }
}

/**
 * Filters run in the browser on the list the page already has, so a change
 * of the query string alone needs no round trip to the server.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const getOnly = !formMethod || formMethod.toUpperCase() === 'GET'
  if (getOnly && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFrom(matches)
  return seo({
    siteUrl,
    title: 'Golf Cart Inventory: New & Used Electric Carts for Sale',
    description: `Browse new and used ${brandNamesText} electric golf carts for sale at ${business.name} in Northeastern Pennsylvania. Prices, specifications and availability, with ${financingOffer}.`,
    path: '/inventory',
    keywords: [
      'golf carts for sale',
      'electric golf cart inventory',
      'used golf carts Pennsylvania',
      'Denago golf carts',
      'Evolution golf carts',
      'Pike County golf carts',
    ],
    jsonLd: loaderData ? [vehicleItemListJsonLd(siteUrl, loaderData.vehicles)] : [],
  })
}

export default function InventoryPage({ loaderData }: Route.ComponentProps) {
  const { vehicles, pictures } = loaderData
  const live = useLiveFilters()
  const shown = filterVehicles(vehicles, live.filters)
  const active = hasActiveFilters(live.filters)
  // Clearing keeps the chosen order: it removes only what narrows the list.
  const clearQuery = filtersToSearchParams({ ...emptyFilters, sort: live.filters.sort }).toString()
  const clearHref = clearQuery ? `/inventory?${clearQuery}` : '/inventory'

  return (
    <main id="main">
      <InventoryHero />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <InventoryFilterForm
          filters={live.filters}
          categories={categoryOptions(vehicles)}
          active={active}
          clearHref={clearHref}
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
            <InventoryEmpty total={vehicles.length} clearHref={clearHref} onClear={live.clear} />
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
      </div>
      <InventoryCallToAction />
    </main>
  )
}

/** The general boundary; every status shows the inventory's own error view. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary defaultHandler={(status) => <InventoryError status={status} />} />
}

function InventoryError({ status }: { status: number }) {
  return (
    <main id="main">
      <InventoryHero />
      <div className="mx-auto max-w-3xl px-4 py-14">
        <div
          role="alert"
          className="flex gap-4 rounded-xl border border-red-300 bg-red-50 p-6 text-red-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div>
            <h2 className="text-lg font-bold">We could not load the inventory</h2>
            <p className="mt-1">Error loading vehicles: Failed to fetch vehicles: {status}</p>
            <p className="mt-3 text-red-900">
              Please try again in a moment, or call us and we will tell you what is on the lot.
            </p>
            {/* a full reload, so a failed client-side request is retried from scratch */}
            <a href="/inventory" className={`${buttonClass('outline', 'sm')} mt-4`}>
              <RotateCcw aria-hidden="true" className="size-4" /> Try again
            </a>
          </div>
        </div>
      </div>
      <InventoryCallToAction />
    </main>
  )
}
