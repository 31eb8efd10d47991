import { noCacheJson } from '#app/.server/http.ts'
import { listVehicles } from '#app/.server/inventory/vehicles.ts'
import { withPublicPhotos } from '#app/.server/photos/public-photos.ts'

import type { Route } from './+types/vehicles'

export async function loader({ context }: Route.LoaderArgs) {
  const { vehicles } = await withPublicPhotos(context.db, await listVehicles(context.db))
  return Response.json(vehicles, { headers: { 'Cache-Control': noCacheJson } })
}
