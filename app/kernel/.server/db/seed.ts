import { countVehicles, insertVehicles } from '#app/sales/.server/inventory/vehicles.ts'

import type { DB } from './connection'
import { featuredSeedIds, seedVehicles } from './seed-data'

/** Fills an empty inventory; a database that has vehicles is never touched. */
export async function seedIfEmpty(db: DB): Promise<number> {
  if ((await countVehicles(db)) > 0) return 0
  await insertVehicles(db, seedVehicles, featuredSeedIds)
  return seedVehicles.length
}
