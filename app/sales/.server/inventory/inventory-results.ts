import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withPublicPhotos } from '#app/sales/.server/inventory/public-photos.ts'
import { listVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import { resultsPage } from '#app/sales/results-summary.ts'

/** The cards' photo sizes: a third of a wide screen, half of a tablet's, a phone's width. */
const cardSizes = '(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw'

/**
 * One page of the inventory for a URL query, with the photos of its carts:
 * the only photos read, whatever the size of the lot.
 */
export async function inventoryResults(db: DB, params: URLSearchParams) {
  const results = resultsPage(await listVehicles(db), params)
  const { vehicles, pictures } = await withPublicPhotos(db, results.vehicles, cardSizes)
  return { ...results, vehicles, pictures }
}
