import { noCacheJson } from '#app/kernel/.server/http.ts'
import { listVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import type { InventoryFilterData } from '#app/sales/components/inventory/live-filters.ts'
import { filterFacts } from '#app/sales/inventory-filters.ts'

import type { Route } from './+types/inventory-facts'

/**
 * Every listed cart's filter facts, for the inventory's live filters: fetched
 * once the page has shown, so the page's first answer carries one page of
 * cards whatever the size of the lot. Cached like the cards (a strong ETag,
 * checked on each use), and not a page for search engines.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const data: InventoryFilterData = { vehicles: (await listVehicles(context.db)).map(filterFacts) }
  return Response.json(data, {
    headers: { 'Cache-Control': noCacheJson, 'X-Robots-Tag': 'noindex' },
  })
}
