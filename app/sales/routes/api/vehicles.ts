import { noCacheJson } from '#app/kernel/.server/http.ts'
import { withPublicPhotos } from '#app/sales/.server/inventory/public-photos.ts'
import { listVehicles } from '#app/sales/.server/inventory/vehicles.ts'

import type { Route } from './+types/vehicles'

export async function loader({ context }: Route.LoaderArgs) {
  const { vehicles } = await withPublicPhotos(context.db, await listVehicles(context.db))
  return Response.json(vehicles, { headers: { 'Cache-Control': noCacheJson } })
}
