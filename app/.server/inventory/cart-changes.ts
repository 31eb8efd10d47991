import type { VehicleForm } from '#app/lib/vehicle-form.ts'
import type { VehicleStatus } from '#app/lib/vehicle-status.ts'

import { recordAudit } from '../auth/audit'
import type { DB } from '../db/connection'
import {
  createVehicle,
  deleteVehicle,
  duplicateVehicle,
  setVehicleStatus,
  type StaffVehicle,
  type UpdateResult,
  updateVehicle,
} from '../repositories/vehicle-admin'

/*
 * The back office's changes to carts, each with its audit row in the same
 * transaction: the change and its record are committed together or not at all.
 */

export type Staff = { id: string; email: string; ip: string | null }

const audited = (staff: Staff) => ({ actor: { id: staff.id, email: staff.email }, ip: staff.ip })

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

export function createCart(db: DB, form: VehicleForm, staff: Staff): Promise<StaffVehicle> {
  return db.transaction().execute(async (trx) => {
    const created = await createVehicle(trx, form, staff)
    await recordAudit(trx, {
      ...audited(staff),
      action: 'vehicle.create',
      entity: 'vehicle',
      entityId: created.id,
      after: created,
    })
    return created
  })
}

export function saveCart(
  db: DB,
  id: string,
  form: VehicleForm,
  staff: Staff,
): Promise<UpdateResult> {
  return db.transaction().execute(async (trx) => {
    const result = await updateVehicle(trx, id, form, staff)
    if (result.ok) {
      await recordAudit(trx, {
        ...audited(staff),
        action: 'vehicle.update',
        entity: 'vehicle',
        entityId: id,
        ...changedFields(result.before, result.after),
      })
    }
    return result
  })
}

export function setCartStatus(
  db: DB,
  id: string,
  status: VehicleStatus,
  version: number,
  staff: Staff,
): Promise<UpdateResult> {
  return db.transaction().execute(async (trx) => {
    const result = await setVehicleStatus(trx, id, status, version)
    if (result.ok) {
      await recordAudit(trx, {
        ...audited(staff),
        action: 'vehicle.status',
        entity: 'vehicle',
        entityId: id,
        before: { status: result.before.status },
        after: { status: result.after.status },
      })
    }
    return result
  })
}

export function duplicateCart(db: DB, id: string, staff: Staff) {
  return db.transaction().execute(async (trx) => {
    const copy = await duplicateVehicle(trx, id, staff)
    if (copy) {
      await recordAudit(trx, {
        ...audited(staff),
        action: 'vehicle.duplicate',
        entity: 'vehicle',
        entityId: copy.id,
        before: { from: id },
        after: copy,
      })
    }
    return copy
  })
}

/** Deletes a cart and its price history (remove its photos first, so their files go too). */
export function deleteCart(db: DB, id: string, staff: Staff) {
  return db.transaction().execute(async (trx) => {
    const before = await deleteVehicle(trx, id)
    if (before) {
      await recordAudit(trx, {
        ...audited(staff),
        action: 'vehicle.delete',
        entity: 'vehicle',
        entityId: id,
        before,
      })
    }
    return before
  })
}
