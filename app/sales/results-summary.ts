// What the inventory shows for some filters: rendered by the server
// (inventory-browser.tsx) and rewritten by the live filters (live-filters.ts).
import {
  categoryOptions,
  clearedFilters,
  type FilterableVehicle,
  filterFacts,
  filtersQuery,
  filterVehicles,
  hasActiveFilters,
  type InventoryFilters,
  parseFilters,
} from '#app/sales/inventory-filters.ts'
import { pageCount, pageItems, pageWithin, parsePage } from '#app/sales/inventory-pages.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'

/** How many of the first shown cards load their images at once: those above the fold. */
const eagerCards = 3

export function resultsHeading(shown: number): string {
  return `Available Golf Carts (${shown})`
}

export function resultsLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} total vehicles`
}

/** The live line is only for screen readers when the empty state repeats it visibly. */
export function resultsLineClass(shown: number): string {
  return shown === 0 ? 'sr-only' : 'text-sm text-gray-700'
}

/**
 * The list for these filters: the carts that pass, in the chosen order, the
 * page of them shown (the requested one, or the last), which of its cards
 * load their images at once, and where the Clear links lead.
 */
export function inventoryView<V extends FilterableVehicle>(
  vehicles: readonly V[],
  filters: InventoryFilters,
  requestedPage: number,
) {
  const shown = filterVehicles(vehicles, filters)
  const page = pageWithin(requestedPage, shown.length)
  const onPage = pageItems(shown, page)
  return {
    shown,
    page,
    pages: pageCount(shown.length),
    onPage,
    eagerIds: new Set(onPage.slice(0, eagerCards).map((vehicle) => vehicle.id)),
    active: hasActiveFilters(filters),
    clearHref: `/inventory${filtersQuery(clearedFilters(filters))}`,
  }
}

/**
 * What InventoryBrowser draws for a URL query, but the photos: the view of
 * every listed cart and its page's carts. The server adds the page's photos
 * (inventory-results.ts); the browser fetches the filter facts on its own.
 */
export function resultsPage<V extends Vehicle>(all: readonly V[], params: URLSearchParams) {
  const filters = parseFilters(params)
  const facts = all.map(filterFacts)
  const byId = new Map(all.map((vehicle) => [vehicle.id, vehicle]))
  const view = inventoryView(facts, filters, parsePage(params))
  return {
    filters,
    categories: categoryOptions(all),
    total: all.length,
    shown: view.shown.length,
    page: view.page,
    pages: view.pages,
    vehicles: view.onPage.flatMap((fact) => byId.get(fact.id) ?? []),
    eagerIds: [...view.eagerIds],
    active: view.active,
    clearHref: view.clearHref,
  }
}
