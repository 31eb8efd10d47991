import { jsonError, noCacheJson } from '#app/kernel/.server/http.ts'
import { withPublicPhotos } from '#app/sales/.server/inventory/public-photos.ts'
import { findVehicle } from '#app/sales/.server/inventory/vehicles.ts'

import type { Route } from './+types/vehicle'

export async function loader({ params, context }: Route.LoaderArgs) {
  const vehicle = await findVehicle(context.db, params.id)
  if (!vehicle) return jsonError(404, 'Vehicle not found')
  const { vehicles } = await withPublicPhotos(context.db, [vehicle])
  return Response.json(vehicles[0] ?? vehicle, {
    headers: { 'Cache-Control': noCacheJson },
  })
}
