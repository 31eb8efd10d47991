import { photoUrl, type VehiclePhoto } from '#app/kernel/photo.ts'

import type { Vehicle } from './vehicle.ts'

/** The width the feeds and the API prefer: Google and Meta want at least 800 px. */
const preferredWidth = 1200

/** One JPEG per ready photo, in order: the 1200 px one, else the largest. */
export function photoImageUrls(photos: readonly VehiclePhoto[]): string[] {
  return [...photos]
    .filter((photo) => photo.status === 'ready')
    .sort((a, b) => a.position - b.position)
    .flatMap((photo) => {
      const jpegs = photo.variants
        .filter((variant) => variant.format === 'jpeg')
        .sort((a, b) => a.width - b.width)
      const chosen = jpegs.find((variant) => variant.width === preferredWidth) ?? jpegs.at(-1)
      return chosen ? [photoUrl(chosen.key)] : []
    })
}

/**
 * Carts whose `images` are their photos where they have ready ones (else the
 * artwork paths as stored), so the API, the feeds and structured data all
 * read one field.
 */
export function withPhotoImages<T extends Pick<Vehicle, 'id' | 'images'>>(
  vehicles: readonly T[],
  photosById: ReadonlyMap<string, readonly VehiclePhoto[]>,
): T[] {
  return vehicles.map((vehicle) => {
    const urls = photoImageUrls(photosById.get(vehicle.id) ?? [])
    return urls.length > 0 ? { ...vehicle, images: urls } : vehicle
  })
}
