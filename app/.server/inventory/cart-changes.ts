import type { VehicleForm } from '#app/lib/vehicle-form.ts'
import type { VehicleStatus } from '#app/lib/vehicle-status.ts'

import type { Actor } from '../auth/actor'
import { type AuditEntry, recordAudit } from '../auth/audit'
import type { DB } from '../db/connection'
import {
  createVehicle,
  deleteVehicle,
  duplicateVehicle,
  setVehicleFeatured,
  setVehicleStatus,
  type StaffVehicle,
  type UpdateResult,
  updateVehicle,
} from './vehicle-admin'

/*
 * The back office's changes to carts, each with its audit row in the same
 * transaction: the change and its record are committed together or not at all.
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
 * Runs a change to a cart and, when it took effect (`audit` describes it, or
 * gives null when nothing changed), its audit row in the same transaction.
 */
function withAudit<T>(
  db: DB,
  actor: Actor,
  change: (trx: DB) => Promise<T>,
  audit: (result: T) => Omit<AuditEntry, 'actor' | 'ip' | 'entity'> | null,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await change(trx)
    const entry = audit(result)
    if (entry) await recordAudit(trx, { actor, ip: actor.ip, entity: 'vehicle', ...entry })
    return result
  })
}

export function createCart(db: DB, form: VehicleForm, actor: Actor): Promise<StaffVehicle> {
  return withAudit(
    db,
    actor,
    (trx) => createVehicle(trx, form, actor),
    (created) => ({ action: 'vehicle.create', entityId: created.id, after: created }),
  )
}

export function saveCart(
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

export function setCartStatus(
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

/** Features a cart (home page, first in the inventory) or stops; audited when it changed. */
export function setCartFeatured(db: DB, id: string, featured: boolean, actor: Actor) {
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

export function duplicateCart(db: DB, id: string, actor: Actor) {
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

/** Deletes a cart and its price history (remove its photos first, so their files go too). */
export function deleteCart(db: DB, id: string, actor: Actor) {
  return withAudit(
    db,
    actor,
    (trx) => deleteVehicle(trx, id),
    (before) => (before ? { action: 'vehicle.delete', entityId: id, before } : null),
  )
}
