import type { DB } from '#app/kernel/.server/db/connection.ts'
import { listPhotos } from '#app/kernel/.server/photos/repository.ts'
import { isListed, type VehicleStatus } from '#app/sales/vehicle-status.ts'

/** Why a cart about to go on sale should wait: none of its photos is ready yet. */
export type PublishWarning = { to: VehicleStatus; expected: VehicleStatus; processing: number }

/**
 * Putting a cart on sale (available or sale pending, from a status the
 * public does not browse) without a ready photo shows buyers its drawing:
 * asked once, and done when the person confirms (`confirmed`).
 */
export async function publishWarning(
  db: DB,
  vehicleId: string,
  change: { to: VehicleStatus; expected: VehicleStatus; confirmed: boolean },
): Promise<PublishWarning | undefined> {
  if (change.confirmed || !isListed(change.to) || isListed(change.expected)) return undefined
  const photos = await listPhotos(db, vehicleId)
  if (photos.some((photo) => photo.status === 'ready')) return undefined
  const processing = photos.filter((photo) => photo.status === 'processing').length
  return { to: change.to, expected: change.expected, processing }
}
