import { publicStatuses } from '#app/lib/vehicle-status.ts'

import type { DB } from '../db/connection'
import { isPhotoKey } from './keys'

/*
 * Which images other sites may embed (Cross-Origin-Resource-Policy:
 * cross-origin, record 050): the variants of the ready photos of a cart whose page is public and
 * the carts' artwork JPEGs, which the alert e-mails, the feeds and the Open
 * Graph tags link by absolute URL and a webmail page shows from our domain.
 * Everything else stays same-origin.
 */

export const embeddablePolicy = 'cross-origin'

/** The carts' artwork rendered to JPEG for the feeds and the e-mails (scripts/build-feed-images.ts). */
export const isCartArtworkJpeg = (pathname: string) =>
  /^\/images\/carts\/[a-z0-9-]+\.jpg$/.test(pathname)

/** Whether a stored variant belongs to a ready photo of a cart whose page is public. */
export async function isPublicPhotoKey(db: DB, key: string): Promise<boolean> {
  // a key is hex, digits, "-" and "." only: nothing a LIKE pattern reads as a wildcard
  if (!isPhotoKey(key)) return false
  const row = await db
    .selectFrom('vehicle_photos')
    .innerJoin('vehicles', 'vehicles.id', 'vehicle_photos.vehicle_id')
    .select('vehicle_photos.id')
    .where('vehicle_photos.status', '=', 'ready')
    .where('vehicles.status', 'in', publicStatuses)
    .where('vehicle_photos.variants', 'like', `%"key":"${key}"%`)
    .executeTakeFirst()
  return row !== undefined
}
