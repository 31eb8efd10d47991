import { recordAudit } from '../auth/audit'
import type { DB } from '../db/connection'
import type { PhotoPipeline } from '../photos/pipeline'
import { listPhotos, reorderPhotos, setPhotoAlt } from '../photos/repository'
import type { Staff } from './cart-changes'

/* Staff changes to a cart's photos, each with its audit row. */

const audited = (staff: Staff) => ({ actor: { id: staff.id, email: staff.email }, ip: staff.ip })

/** Moves a photo one place up (-1) or down (+1); false when it cannot move. */
export function movePhoto(
  db: DB,
  vehicleId: string,
  photoId: string,
  step: -1 | 1,
  staff: Staff,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ids = (await listPhotos(trx, vehicleId)).map((photo) => photo.id)
    const from = ids.indexOf(photoId)
    const to = from + step
    if (from < 0 || to < 0 || to >= ids.length) return false
    const order = [...ids]
    order[from] = ids[to] ?? photoId
    order[to] = photoId
    if (!(await reorderPhotos(trx, vehicleId, order))) return false
    await recordAudit(trx, {
      ...audited(staff),
      action: 'vehicle.photos.reorder',
      entity: 'vehicle',
      entityId: vehicleId,
      before: { order: ids },
      after: { order },
    })
    return true
  })
}

export function saveAltText(
  db: DB,
  vehicleId: string,
  photoId: string,
  alt: string,
  staff: Staff,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = (await listPhotos(trx, vehicleId)).find((photo) => photo.id === photoId)
    if (!before || !(await setPhotoAlt(trx, vehicleId, photoId, alt))) return false
    await recordAudit(trx, {
      ...audited(staff),
      action: 'vehicle.photos.alt',
      entity: 'vehicle_photo',
      entityId: photoId,
      before: { alt: before.customAlt },
      after: { alt: alt.trim() || null },
    })
    return true
  })
}

/**
 * Deletes a photo and its stored files. The pipeline deletes the row and then
 * the files, so the audit row follows in its own transaction.
 */
export async function removePhoto(
  db: DB,
  pipeline: Pick<PhotoPipeline, 'removePhoto'>,
  vehicleId: string,
  photoId: string,
  staff: Staff,
): Promise<boolean> {
  const before = (await listPhotos(db, vehicleId)).find((photo) => photo.id === photoId)
  if (!before || !(await pipeline.removePhoto(vehicleId, photoId))) return false
  await recordAudit(db, {
    ...audited(staff),
    action: 'vehicle.photos.delete',
    entity: 'vehicle_photo',
    entityId: photoId,
    before: { vehicleId, position: before.position, alt: before.customAlt },
  })
  return true
}
