import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PhotoPipeline } from '#app/kernel/.server/photos/pipeline.ts'
import { listPhotos, reorderPhotos, setPhotoAlt } from '#app/kernel/.server/photos/repository.ts'

/* Staff changes to a vehicle's photos, each with its audit row. */

/**
 * Moves a photo to a place in the order (0: the cover), the others keeping
 * their order around it: one path for "Move up", "Move down", "Make cover"
 * and a drag. False when the photo or the place does not exist.
 */
export function movePhoto(
  db: DB,
  vehicleId: string,
  photoId: string,
  to: number,
  actor: Actor,
): Promise<boolean> {
  return auditedChange(db, { actor, ip: actor.ip }, async (trx) => {
    const ids = (await listPhotos(trx, vehicleId)).map((photo) => photo.id)
    const from = ids.indexOf(photoId)
    if (from < 0 || !Number.isInteger(to) || to < 0 || to >= ids.length) return false
    if (from === to) return true
    const order = ids.filter((id) => id !== photoId)
    order.splice(to, 0, photoId)
    if (!(await reorderPhotos(trx, vehicleId, order))) return false
    return audited(true, {
      action: 'vehicle.photos.reorder',
      entity: 'vehicle',
      entityId: vehicleId,
      before: { order: ids },
      after: { order },
    })
  })
}

export function saveAltText(
  db: DB,
  vehicleId: string,
  photoId: string,
  alt: string,
  actor: Actor,
): Promise<boolean> {
  return auditedChange(db, { actor, ip: actor.ip }, async (trx) => {
    const before = (await listPhotos(trx, vehicleId)).find((photo) => photo.id === photoId)
    if (!before || !(await setPhotoAlt(trx, vehicleId, photoId, alt))) return false
    return audited(true, {
      action: 'vehicle.photos.alt',
      entity: 'vehicle_photo',
      entityId: photoId,
      before: { alt: before.customAlt },
      after: { alt: alt.trim() || null },
    })
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
  actor: Actor,
): Promise<boolean> {
  const before = (await listPhotos(db, vehicleId)).find((photo) => photo.id === photoId)
  if (!before || !(await pipeline.removePhoto(vehicleId, photoId))) return false
  await recordAudit(db, {
    actor,
    ip: actor.ip,
    action: 'vehicle.photos.delete',
    entity: 'vehicle_photo',
    entityId: photoId,
    before: { vehicleId, position: before.position, alt: before.customAlt },
  })
  return true
}
