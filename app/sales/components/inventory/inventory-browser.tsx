import type { PictureData } from '#app/kernel/photo-picture.ts'
import { AlertSignup } from '#app/sales/components/alerts/alert-signup.tsx'
import { InventoryEmpty } from '#app/sales/components/inventory/inventory-empty.tsx'
import { InventoryFilterForm } from '#app/sales/components/inventory/inventory-filter-form.tsx'
import { paginationHtml } from '#app/sales/components/inventory/pagination.ts'
import { VehicleCard } from '#app/sales/components/inventory/vehicle-card.tsx'
import {
  alertQuery,
  type FilterOption,
  type InventoryFilters,
} from '#app/sales/inventory-filters.ts'
import { resultsHeading, resultsLine, resultsLineClass } from '#app/sales/results-summary.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'

export type ResultCardsProps = {
  /** the carts of the page shown, in order */
  vehicles: Vehicle[]
  /** each cart's photos by cart id, cover first */
  pictures: Record<string, PictureData[]>
  /** the cards whose images load at once */
  eagerIds: readonly string[]
}

/** The cards of one page of results: in the page, and alone at /inventory/cards. */
export function ResultCards({ vehicles, pictures, eagerIds }: ResultCardsProps) {
  return vehicles.map((vehicle) => (
    <VehicleCard
      key={vehicle.id}
      vehicle={vehicle}
      href={`/vehicles/${vehicle.id}`}
      eager={eagerIds.includes(vehicle.id)}
      picture={pictures[vehicle.id]?.[0]}
    />
  ))
}

export type InventoryBrowserProps = ResultCardsProps & {
  filters: InventoryFilters
  categories: FilterOption[]
  /** every listed cart */
  total: number
  /** the carts that pass the filters, on every page */
  shown: number
  page: number
  pages: number
  /** whether any filter narrows the list */
  active: boolean
  clearHref: string
}

/**
 * The filter form and one page of the carts that pass, rendered on the server
 * for the requested query; `live-filters.ts` counts and filters every cart in
 * the browser and swaps the cards and the pages' links.
 */
export function InventoryBrowser(props: InventoryBrowserProps) {
  const { filters, categories, total, shown, page, pages, active, clearHref } = props
  return (
    <>
      <InventoryFilterForm
        filters={filters}
        categories={categories}
        active={active}
        clearHref={clearHref}
      />
      <section aria-labelledby="results-heading" className="mt-10">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
          {/* focused when the visitor turns a page, so reading starts at the new cards */}
          <h2
            id="results-heading"
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-bold text-gray-900 sm:text-3xl"
          >
            {resultsHeading(shown)}
          </h2>
          {/* the empty state repeats this line visibly; screen readers still hear every change here */}
          <p aria-live="polite" data-results-line="" className={resultsLineClass(shown)}>
            {resultsLine(shown, total)}
          </p>
        </div>
        <InventoryEmpty total={total} clearHref={clearHref} hidden={shown > 0} />
        <div
          hidden={shown === 0}
          data-results-grid=""
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 *:[contain-intrinsic-size:auto_35rem] *:[content-visibility:auto]"
        >
          <ResultCards {...props} />
        </div>
        <nav
          aria-label="Pages of results"
          data-pagination=""
          hidden={pages <= 1}
          className="mt-8"
          dangerouslySetInnerHTML={{ __html: paginationHtml(filters, page, pages) }}
        />
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
