import { jsonError, noCacheJson } from '#app/.server/http.ts'
import { findVehicle } from '#app/.server/inventory/vehicles.ts'
import { withPublicPhotos } from '#app/.server/photos/public-photos.ts'

import type { Route } from './+types/vehicle'

export async function loader({ params, context }: Route.LoaderArgs) {
  const vehicle = await findVehicle(context.db, params.id)
  if (!vehicle) return jsonError(404, 'Vehicle not found')
  const { vehicles } = await withPublicPhotos(context.db, [vehicle])
  return Response.json(vehicles[0] ?? vehicle, {
    headers: { 'Cache-Control': noCacheJson },
  })
}
