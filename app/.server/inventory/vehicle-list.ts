import type { CartRow } from '#app/lib/cart-row.ts'
import { dealerTime } from '#app/lib/dealer-time.ts'
import type { InventoryAdminFilter } from '#app/lib/inventory-admin-filter.ts'
import { withPhotoImages } from '#app/lib/vehicle-photo-images.ts'
import { type VehicleStatus, vehicleStatuses } from '#app/lib/vehicle-status.ts'

import type { DB } from '../db/connection'
import { feedProblems, feedProblemText, inFeeds } from '../feeds/feed-item'
import { listReadyPhotos } from '../photos/repository'
import { thumbnailOf } from './thumbnail'
import { listStaffVehicles } from './vehicle-admin'

/** The back office's inventory table: the filtered carts, and counts per status of all carts. */
export async function vehicleList(db: DB, filter: InventoryAdminFilter) {
  const all = await listStaffVehicles(db)
  const counts = Object.fromEntries(vehicleStatuses.map((status) => [status, 0])) as Record<
    VehicleStatus,
    number
  >
  for (const vehicle of all) counts[vehicle.status] += 1
  const vehicles = await listStaffVehicles(db, filter)
  const photos = await listReadyPhotos(
    db,
    vehicles.map((vehicle) => vehicle.id),
  )
  const rows = withPhotoImages(vehicles, photos).map((vehicle): CartRow => {
    const cover = photos.get(vehicle.id)?.[0]
    const small = cover && thumbnailOf(cover.variants)
    return {
      id: vehicle.id,
      name: vehicle.name,
      status: vehicle.status,
      price: vehicle.price,
      priceOnRequest: vehicle.priceOnRequest,
      updatedAt: vehicle.updatedAt,
      updated: dealerTime(vehicle.updatedAt),
      thumbnail: cover && small ? { ...small, alt: cover.alt } : undefined,
      problems: feedProblems(vehicle).map((problem) => feedProblemText[problem]),
    }
  })
  return { rows, counts, total: all.length, inFeeds: all.filter(inFeeds).length }
}
