import { randomUUID } from 'node:crypto'

import type { Selectable } from 'kysely'

import { defaultPhotoAlt, type PhotoVariant, type VehiclePhoto } from '#app/kernel/photo.ts'

import { changedRow, rowsChanged } from '../db/changed-rows'
import type { DB } from '../db/connection'
import type { VehiclePhotoRow } from '../db/schema'
import { withTransaction } from '../db/transaction'

/*
 * The photos of each cart. Every function takes the database or a
 * transaction, so a caller can write its audit row in the same transaction;
 * functions that change several rows open one themselves when not given one.
 */

type PhotoWithName = Selectable<VehiclePhotoRow> & { vehicle_name: string }

function toPhoto(row: PhotoWithName): VehiclePhoto {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    position: row.position,
    alt: row.alt ?? defaultPhotoAlt(row.vehicle_name, row.position),
    customAlt: row.alt,
    width: row.width,
    height: row.height,
    status: row.status,
    error: row.error,
    variants: JSON.parse(row.variants) as PhotoVariant[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

function selectPhotos(db: DB) {
  return db
    .selectFrom('vehicle_photos')
    .innerJoin('vehicles', 'vehicles.id', 'vehicle_photos.vehicle_id')
    .selectAll('vehicle_photos')
    .select('vehicles.name as vehicle_name')
    .orderBy('vehicle_photos.position')
    .orderBy('vehicle_photos.created_at')
    .orderBy('vehicle_photos.id')
}

/** Every photo of one cart, cover first, whatever its status (for staff). */
export async function listPhotos(db: DB, vehicleId: string): Promise<VehiclePhoto[]> {
  const rows = await selectPhotos(db).where('vehicle_photos.vehicle_id', '=', vehicleId).execute()
  return rows.map(toPhoto)
}

/** The photos visitors see (ready ones), cover first, for several carts in one query. */
export async function listReadyPhotos(
  db: DB,
  vehicleIds: readonly string[],
): Promise<Map<string, VehiclePhoto[]>> {
  const byVehicle = new Map<string, VehiclePhoto[]>()
  if (vehicleIds.length === 0) return byVehicle
  const rows = await selectPhotos(db)
    .where('vehicle_photos.vehicle_id', 'in', [...vehicleIds])
    .where('vehicle_photos.status', '=', 'ready')
    .execute()
  for (const row of rows) {
    const list = byVehicle.get(row.vehicle_id) ?? []
    list.push(toPhoto(row))
    byVehicle.set(row.vehicle_id, list)
  }
  return byVehicle
}

/**
 * Each cart's cover alone (its first ready photo), for lists that show one
 * picture a cart: the other photos are never read.
 */
export async function listCoverPhotos(
  db: DB,
  vehicleIds: readonly string[],
): Promise<Map<string, VehiclePhoto>> {
  const covers = new Map<string, VehiclePhoto>()
  if (vehicleIds.length === 0) return covers
  const rows = await selectPhotos(db)
    .where('vehicle_photos.vehicle_id', 'in', [...vehicleIds])
    .where('vehicle_photos.status', '=', 'ready')
    .where('vehicle_photos.position', '=', (eb) =>
      eb
        .selectFrom('vehicle_photos as first')
        .select((first) => first.fn.min('first.position').as('position'))
        .whereRef('first.vehicle_id', '=', 'vehicle_photos.vehicle_id')
        .where('first.status', '=', 'ready'),
    )
    .execute()
  // two photos at one position (never made by the app): the first in order wins
  for (const row of rows) if (!covers.has(row.vehicle_id)) covers.set(row.vehicle_id, toPhoto(row))
  return covers
}

export async function findPhoto(db: DB, photoId: string): Promise<VehiclePhoto | undefined> {
  const row = await selectPhotos(db).where('vehicle_photos.id', '=', photoId).executeTakeFirst()
  return row ? toPhoto(row) : undefined
}

/**
 * Records new uploads as 'processing', after the cart's existing photos (the
 * first photo of a cart becomes its cover). `hash` is the SHA-256 of the file.
 */
export async function addPhotos(
  db: DB,
  vehicleId: string,
  uploads: readonly { hash: string }[],
): Promise<VehiclePhoto[]> {
  const ids = await withTransaction(db, async (trx) => {
    const { last } = await trx
      .selectFrom('vehicle_photos')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('vehicle_id', '=', vehicleId)
      .executeTakeFirstOrThrow()
    const start = last === null ? 0 : Number(last) + 1
    const now = new Date().toISOString()
    const rows = uploads.map((upload, index): VehiclePhotoRow => ({
      id: randomUUID(),
      vehicle_id: vehicleId,
      position: start + index,
      alt: null,
      width: null,
      height: null,
      hash: upload.hash,
      variants: '[]',
      status: 'processing',
      error: null,
      created_at: now,
      updated_at: now,
    }))
    if (rows.length > 0) await trx.insertInto('vehicle_photos').values(rows).execute()
    return rows.map((row) => row.id)
  })
  const added = await listPhotos(db, vehicleId)
  return added.filter((photo) => ids.includes(photo.id))
}

/**
 * Stores the processed variants of a photo still being processed. False
 * when the photo was deleted (or settled) meanwhile.
 */
export async function markPhotoReady(
  db: DB,
  photoId: string,
  processed: { width: number; height: number; variants: readonly PhotoVariant[] },
): Promise<boolean> {
  const result = await db
    .updateTable('vehicle_photos')
    .set({
      status: 'ready',
      width: processed.width,
      height: processed.height,
      variants: JSON.stringify(processed.variants),
      error: null,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', photoId)
    .where('status', '=', 'processing')
    .executeTakeFirst()
  return changedRow(result)
}

/**
 * Gives a ready photo its full list of variants once the later formats are
 * made (only the pipeline writes variants). False when the photo was
 * deleted, or failed, meanwhile.
 */
export async function completePhotoVariants(
  db: DB,
  photoId: string,
  variants: readonly PhotoVariant[],
): Promise<boolean> {
  const result = await db
    .updateTable('vehicle_photos')
    .set({ variants: JSON.stringify(variants), updated_at: new Date().toISOString() })
    .where('id', '=', photoId)
    .where('status', '=', 'ready')
    .executeTakeFirst()
  return changedRow(result)
}

/** Records why a photo could not be processed (shown to staff). */
export async function markPhotoFailed(db: DB, photoId: string, error: string): Promise<void> {
  await db
    .updateTable('vehicle_photos')
    .set({ status: 'failed', error, updated_at: new Date().toISOString() })
    .where('id', '=', photoId)
    .where('status', '=', 'processing')
    .execute()
}

/**
 * Photos left 'processing' since before `before` (an ISO time) by a server
 * that stopped mid-batch: marked failed so staff upload them again.
 */
export async function failInterruptedPhotos(db: DB, before: string): Promise<number> {
  const result = await db
    .updateTable('vehicle_photos')
    .set({
      status: 'failed',
      error: 'Processing was interrupted. Delete this photo and upload it again.',
      updated_at: new Date().toISOString(),
    })
    .where('status', '=', 'processing')
    .where('updated_at', '<', before)
    .executeTakeFirst()
  return rowsChanged(result)
}

/**
 * Puts a cart's photos in the order given (the first becomes the cover).
 * False, changing nothing, unless `orderedIds` names each photo of the cart
 * exactly once.
 */
export async function reorderPhotos(
  db: DB,
  vehicleId: string,
  orderedIds: readonly string[],
): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('vehicle_photos')
      .select('id')
      .where('vehicle_id', '=', vehicleId)
      .execute()
    const current = new Set(rows.map((row) => row.id))
    const distinct = new Set(orderedIds)
    if (
      distinct.size !== orderedIds.length ||
      distinct.size !== current.size ||
      !orderedIds.every((id) => current.has(id))
    ) {
      return false
    }
    await renumber(trx, vehicleId, orderedIds)
    return true
  })
}

async function renumber(trx: DB, vehicleId: string, orderedIds: readonly string[]) {
  const now = new Date().toISOString()
  for (const [position, id] of orderedIds.entries()) {
    await trx
      .updateTable('vehicle_photos')
      .set({ position, updated_at: now })
      .where('id', '=', id)
      .where('vehicle_id', '=', vehicleId)
      .where('position', '!=', position)
      .execute()
  }
}

/**
 * Sets the alt text of a photo; blank or null goes back to the default
 * ("<cart name>, photo <n>"). False when the cart has no such photo.
 */
export async function setPhotoAlt(
  db: DB,
  vehicleId: string,
  photoId: string,
  alt: string | null,
): Promise<boolean> {
  const text = alt?.replace(/\s+/g, ' ').trim() || null
  const result = await db
    .updateTable('vehicle_photos')
    .set({ alt: text, updated_at: new Date().toISOString() })
    .where('id', '=', photoId)
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst()
  return changedRow(result)
}

/**
 * Deletes a photo and closes the gap in the order. Returns the deleted photo
 * and the stored keys no other photo uses, to remove from the store once committed; undefined
 * when the cart has no such photo.
 */
export async function deletePhoto(
  db: DB,
  vehicleId: string,
  photoId: string,
): Promise<{ photo: VehiclePhoto; unusedKeys: string[] } | undefined> {
  return withTransaction(db, async (trx) => {
    const photo = await findPhoto(trx, photoId)
    if (!photo || photo.vehicleId !== vehicleId) return undefined
    const { hash } = await trx
      .selectFrom('vehicle_photos')
      .select('hash')
      .where('id', '=', photoId)
      .executeTakeFirstOrThrow()
    await trx.deleteFrom('vehicle_photos').where('id', '=', photoId).execute()
    const remaining = await trx
      .selectFrom('vehicle_photos')
      .select('id')
      .where('vehicle_id', '=', vehicleId)
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    await renumber(
      trx,
      vehicleId,
      remaining.map((row) => row.id),
    )
    // the same file uploaded twice makes the same keys: keep them while one is left
    const twin = await trx
      .selectFrom('vehicle_photos')
      .select('id')
      .where('hash', '=', hash)
      .executeTakeFirst()
    return { photo, unusedKeys: twin ? [] : photo.variants.map((variant) => variant.key) }
  })
}

/** Whether any photo (in any state) was made from the file with this hash. */
export async function isPhotoHashInUse(db: DB, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('vehicle_photos')
    .select('id')
    .where('hash', '=', hash)
    .executeTakeFirst()
  return row !== undefined
}
