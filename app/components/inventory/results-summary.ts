// What the inventory shows for some filters: rendered by the server
// (inventory-browser.tsx) and rewritten by the live filters (live-filters.ts).
import {
  clearedFilters,
  type FilterableVehicle,
  filtersQuery,
  filterVehicles,
  hasActiveFilters,
  type InventoryFilters,
  sortedVehicles,
} from '#app/lib/inventory-filters.ts'

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
 * The list for these filters: every cart in the chosen order (the page keeps
 * the excluded ones, hidden), which of them pass, which load their images at
 * once, and where the Clear links lead.
 */
export function inventoryView<V extends FilterableVehicle>(
  vehicles: readonly V[],
  filters: InventoryFilters,
) {
  const shown = filterVehicles(vehicles, filters)
  return {
    ordered: sortedVehicles(vehicles, filters.sort),
    shown,
    shownIds: new Set(shown.map((vehicle) => vehicle.id)),
    eagerIds: new Set(shown.slice(0, eagerCards).map((vehicle) => vehicle.id)),
    active: hasActiveFilters(filters),
    clearHref: `/inventory${filtersQuery(clearedFilters(filters))}`,
  }
}
