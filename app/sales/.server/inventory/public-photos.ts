import type { DB } from '#app/kernel/.server/db/connection.ts'
import { listReadyPhotos } from '#app/kernel/.server/photos/repository.ts'
import { type PictureData, vehiclePictures } from '#app/kernel/photo-picture.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { withPhotoImages } from '#app/sales/vehicle-photo-images.ts'

/** `<picture>` data of each cart that has ready photos, by cart id. */
export type PicturesById = Record<string, PictureData[]>

/**
 * The ready photos of the listed carts, in one query: the carts with their
 * `images` set to photo URLs (for the API, structured data and feeds) and,
 * when `sizes` is given, the `<picture>` data the pages draw.
 */
export async function withPublicPhotos<T extends Pick<Vehicle, 'id' | 'images'>>(
  db: DB,
  vehicles: readonly T[],
  sizes?: string,
): Promise<{ vehicles: T[]; pictures: PicturesById }> {
  const photos = await listReadyPhotos(
    db,
    vehicles.map((vehicle) => vehicle.id),
  )
  const pictures: PicturesById = {}
  if (sizes) {
    for (const [id, list] of photos) {
      const data = vehiclePictures(list, { sizes })
      if (data.length > 0) pictures[id] = data
    }
  }
  return { vehicles: withPhotoImages(vehicles, photos), pictures }
}
