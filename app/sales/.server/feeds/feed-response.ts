import { createHash } from 'node:crypto'

import { saleBoundaries } from '#app/kernel/.server/cache/inventory-version.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'

import { withPublicPhotos } from '../inventory/public-photos'
import { listVehicles } from '../inventory/vehicles'

/** The carts of the inventory page (the same query), and when any last changed. */
export async function feedSource(db: DB) {
  const { vehicles } = await withPublicPhotos(db, await listVehicles(db))
  const changed = await lastChange(db)
  return { vehicles, changed }
}

async function lastChange(db: DB): Promise<Date> {
  // every cart counts: one leaving the feed (sold, drafted) changes it too
  const row = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.max('updated_at').as('latest'))
    .executeTakeFirst()
  // a photo ready, moved or deleted changes the feeds' images
  const photo = await db
    .selectFrom('vehicle_photos')
    .select((eb) => eb.fn.max('updated_at').as('latest'))
    .executeTakeFirst()
  // a sale starting or ending changes the feeds' prices with no row changed
  const { last: sale } = await saleBoundaries(db, new Date().toISOString())
  const times = [row?.latest, photo?.latest, sale].filter(Boolean).map((t) => new Date(String(t)))
  const latest = new Date(Math.max(0, ...times.map((t) => t.getTime())))
  latest.setMilliseconds(0)
  return latest
}

/**
 * A feed answer with validators, so Merchant Center and Commerce Manager
 * fetch only what changed: a strong ETag of the body and the inventory's
 * last change; 304 when the client has it already.
 */
export function feedResponse(
  request: Request,
  body: string,
  contentType: string,
  changed: Date,
): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const headers = {
    'Content-Type': contentType,
    ETag: etag,
    'Last-Modified': changed.toUTCString(),
    'Cache-Control': 'public, max-age=300',
  }
  const match = request.headers.get('if-none-match')
  const since = request.headers.get('if-modified-since')
  const fresh = match
    ? match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
    : since !== null && !Number.isNaN(Date.parse(since)) && Date.parse(since) >= changed.getTime()
  if (fresh) return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}
