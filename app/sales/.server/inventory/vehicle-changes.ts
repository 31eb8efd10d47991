import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import type { AuditEntry } from '#app/kernel/.server/audit/audit.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PhotoPipeline } from '#app/kernel/.server/photos/pipeline.ts'
import { listPhotos } from '#app/kernel/.server/photos/repository.ts'
import type { VehicleForm } from '#app/sales/vehicle-form.ts'
import type { VehicleStatus } from '#app/sales/vehicle-status.ts'

import {
  createVehicle,
  deleteVehicle,
  duplicateVehicle,
  findStaffVehicle,
  setVehicleFeatured,
  setVehicleStatus,
  type StaffVehicle,
  type UpdateResult,
  updateVehicle,
} from './vehicle-admin'

/*
 * The back office's changes to vehicles, each with its audit row in the same
 * transaction: the change and its record are committed together or not at all.
 * Named for what staff do (add, save, copy, remove), as photo-changes are; the
 * vehicle-admin functions underneath store without an audit row.
 */

/** Fields the audit row leaves out: the repository's own bookkeeping. */
const bookkeeping = new Set(['version', 'updatedAt', 'createdAt'])

/** The fields that changed, before and after (the audit row keeps only these). */
export function changedFields(before: StaffVehicle, after: StaffVehicle) {
  const was: Record<string, unknown> = {}
  const now: Record<string, unknown> = {}
  for (const key of Object.keys(after) as (keyof StaffVehicle)[]) {
    if (bookkeeping.has(key)) continue
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key]
      now[key] = after[key]
    }
  }
  return { before: was, after: now }
}

/**
 * Runs a change to a vehicle and, when it took effect (`audit` describes it, or
 * gives null when nothing changed), its audit row in the same transaction.
 */
function withAudit<T>(
  db: DB,
  actor: Actor,
  change: (trx: DB) => Promise<T>,
  audit: (result: T) => Omit<AuditEntry, 'actor' | 'ip' | 'entity'> | null,
): Promise<T> {
  const made = auditedChange(db, { actor, ip: actor.ip }, async (trx) => {
    const result = await change(trx)
    const entry = audit(result)
    return entry ? audited(result, { entity: 'vehicle', ...entry }) : result
  })
  // a T that is no audited answer comes back as it is
  return made as Promise<T>
}

export function addVehicle(db: DB, form: VehicleForm, actor: Actor): Promise<StaffVehicle> {
  return withAudit(
    db,
    actor,
    (trx) => createVehicle(trx, form, actor),
    (created) => ({ action: 'vehicle.create', entityId: created.id, after: created }),
  )
}

export function saveVehicle(
  db: DB,
  id: string,
  form: VehicleForm,
  actor: Actor,
): Promise<UpdateResult> {
  return withAudit(
    db,
    actor,
    (trx) => updateVehicle(trx, id, form, actor),
    (result) =>
      result.ok
        ? { action: 'vehicle.update', entityId: id, ...changedFields(result.before, result.after) }
        : null,
  )
}

export function changeVehicleStatus(
  db: DB,
  id: string,
  change: { to: VehicleStatus; expected: VehicleStatus },
  actor: Actor,
): Promise<UpdateResult> {
  return withAudit(
    db,
    actor,
    (trx) => setVehicleStatus(trx, id, change.to, change.expected),
    (result) =>
      result.ok
        ? {
            action: 'vehicle.status',
            entityId: id,
            before: { status: result.before.status },
            after: { status: result.after.status },
          }
        : null,
  )
}

/** Features a vehicle (home page, first in the inventory) or stops; audited when it changed. */
export function featureVehicle(db: DB, id: string, featured: boolean, actor: Actor) {
  return withAudit(
    db,
    actor,
    (trx) => setVehicleFeatured(trx, id, featured),
    (result) =>
      result && result.before !== featured
        ? {
            action: 'vehicle.featured',
            entityId: id,
            before: { featured: result.before },
            after: { featured },
          }
        : null,
  )
}

export function copyVehicle(db: DB, id: string, actor: Actor) {
  return withAudit(
    db,
    actor,
    (trx) => duplicateVehicle(trx, id, actor),
    (copy) =>
      copy
        ? { action: 'vehicle.duplicate', entityId: copy.id, before: { from: id }, after: copy }
        : null,
  )
}

/** What the delete question names: the vehicle, and how many photos go with it. */
export async function removalSummary(db: DB, id: string) {
  const vehicle = await findStaffVehicle(db, id)
  if (!vehicle) return undefined
  const photos = await listPhotos(db, vehicle.id)
  return { id: vehicle.id, name: vehicle.name, photos: photos.length }
}

/**
 * Deletes a vehicle for good: its photos first, through the pipeline so their
 * stored files go too, then the vehicle and its price history with its audit
 * row. Undefined when there is no such vehicle.
 */
export async function removeVehicle(
  db: DB,
  pipeline: Pick<PhotoPipeline, 'removePhoto'>,
  id: string,
  actor: Actor,
): Promise<StaffVehicle | undefined> {
  for (const photo of await listPhotos(db, id)) await pipeline.removePhoto(id, photo.id)
  return withAudit(
    db,
    actor,
    (trx) => deleteVehicle(trx, id),
    (before) => (before ? { action: 'vehicle.delete', entityId: id, before } : null),
  )
}
