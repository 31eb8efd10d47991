import type { InventoryVersion } from '#app/kernel/.server/cache/inventory-version.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { isPhotoKey } from '#app/kernel/.server/photos/keys.ts'
import type { PhotoVariant } from '#app/kernel/photo.ts'
import { publicStatuses } from '#app/sales/vehicle-status.ts'

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

/**
 * Whether a stored variant belongs to a ready photo of a cart whose page is
 * public: the set of such keys is read once per inventory version (a change
 * to a cart or a photo moves it), not once per photo request.
 */
export function publicPhotoKeys(db: DB, version: InventoryVersion) {
  let cached: { version: string; keys: Promise<Set<string>> } | undefined
  return async (key: string): Promise<boolean> => {
    if (!isPhotoKey(key)) return false
    const current = await version.current()
    if (cached?.version !== current) {
      const keys = readPublicKeys(db)
      cached = { version: current, keys }
      // a failed read is not cached: the next request reads again
      keys.catch(() => {
        if (cached?.keys === keys) cached = undefined
      })
    }
    return (await cached.keys).has(key)
  }
}

async function readPublicKeys(db: DB): Promise<Set<string>> {
  const rows = await db
    .selectFrom('vehicle_photos')
    .innerJoin('vehicles', 'vehicles.id', 'vehicle_photos.vehicle_id')
    .select('vehicle_photos.variants')
    .where('vehicle_photos.status', '=', 'ready')
    .where('vehicles.status', 'in', publicStatuses)
    .execute()
  return new Set(
    rows.flatMap((row) => (JSON.parse(row.variants) as PhotoVariant[]).map((v) => v.key)),
  )
}
