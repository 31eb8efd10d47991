import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { VehicleRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import type { Sale } from '#app/sales/cart-sale.ts'
import { storedTagsOf } from '#app/sales/promotion-tags.ts'
import type { Vehicle, VehicleSpecifications } from '#app/sales/vehicle.ts'
import { slugFor, type VehicleForm } from '#app/sales/vehicle-form.ts'
import { namedSpecs } from '#app/sales/vehicle-form-values.ts'
import type { VehicleStatus } from '#app/sales/vehicle-status.ts'

import { recordPriceChanges } from './price-history'
import { saleOf, toVehicle } from './vehicles'

/** A cart as staff see it: every status, with its version for safe saves. */
export type StaffVehicle = Vehicle & {
  version: number
  createdAt: string
  updatedAt: string
  /** pinned by the dealer: on the home page and first in the inventory */
  featured: boolean
  /** the sale set for the cart, whether it runs yet (`sale`) or not */
  saleSchedule: Sale | null
}

export function toStaffVehicle(row: VehicleRow): StaffVehicle {
  return {
    ...toVehicle(row),
    version: row.version,
    featured: row.featured === 1,
    saleSchedule: saleOf(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export async function findStaffVehicle(db: DB, id: string): Promise<StaffVehicle | undefined> {
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toStaffVehicle(row) : undefined
}

function specificationsOf(form: VehicleForm): VehicleSpecifications {
  const specs: VehicleSpecifications = { seatingCapacity: form.seatingCapacity }
  for (const key of ['topSpeed', 'range', 'batteryType', 'chargingTime', 'payload'] as const) {
    if (form[key]) specs[key] = form[key]
  }
  for (const line of form.otherSpecifications) {
    const at = line.indexOf(':')
    const name = line.slice(0, at).trim()
    specs[name.charAt(0).toLowerCase() + name.slice(1)] = line.slice(at + 1).trim()
  }
  if (form.color) specs.color = form.color
  return specs
}

/** The columns a form sets; the rest (id, order, status, version, times, photos) are not the form's. */
function formColumns(form: VehicleForm) {
  return {
    name: form.name,
    brand: form.brand,
    category: form.category,
    year: form.year,
    is_new: form.isNew ? 1 : 0,
    in_stock: form.inStock ? 1 : 0,
    price: form.price,
    price_on_request: form.priceOnRequest ? 1 : 0,
    sale_price: form.sale?.price ?? null,
    sale_starts_at: form.sale?.startsAt ?? null,
    sale_ends_at: form.sale?.endsAt ?? null,
    tags: JSON.stringify(form.tags),
    description: form.description,
    features: JSON.stringify(form.features),
    specifications: JSON.stringify(specificationsOf(form)),
    external_url: form.externalUrl,
    location_id: form.locationId || null,
  }
}

/** The slug of a name, or the first of "-2", "-3"… after it that no id in `taken` has. */
export function slugAmong(name: string, taken: ReadonlySet<string>): string {
  const base = slugFor(name)
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

async function freeSlug(db: DB, name: string): Promise<string> {
  const base = slugFor(name)
  const taken = await db
    .selectFrom('vehicles')
    .select('id')
    .where('id', 'like', `${base}%`)
    .execute()
  return slugAmong(name, new Set(taken.map((row) => row.id)))
}

/**
 * Adds a cart (listed last, as a draft) and its first price; answers the new
 * cart. Its id is made from its name unless one is given (an imported cart's).
 */
export async function createVehicle(
  db: DB,
  form: VehicleForm,
  actor: Pick<Actor, 'id'> | { id: null },
  givenId?: string,
): Promise<StaffVehicle> {
  return withTransaction(db, async (trx) => {
    const id = givenId ?? (await freeSlug(trx, form.name))
    const now = new Date().toISOString()
    const last = await trx
      .selectFrom('vehicles')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .executeTakeFirst()
    await trx
      .insertInto('vehicles')
      .values({
        ...formColumns(form),
        id,
        status: 'draft',
        sort_order: Number(last?.last ?? -1) + 1,
        featured: 0,
        images: '[]',
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await recordPriceChanges(trx, id, undefined, form, actor, now)
    const created = await findStaffVehicle(trx, id)
    if (!created) throw new Error(`cart ${id} vanished after insert`)
    return created
  })
}

export type UpdateResult =
  | { ok: true; before: StaffVehicle; after: StaffVehicle }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'conflict'; current: StaffVehicle }

/**
 * Applies a change to the cart as saved at `version`, in one transaction, and
 * answers it before and after. An editor who loaded an older version gets the
 * current cart instead; `apply` may refuse in the same words.
 */
function changeAtVersion(
  db: DB,
  id: string,
  version: number,
  apply: (trx: DB, before: StaffVehicle) => Promise<UpdateResult | void>,
): Promise<UpdateResult> {
  return withTransaction(db, async (trx) => {
    const before = await findStaffVehicle(trx, id)
    if (!before) return { ok: false, reason: 'not-found' }
    if (before.version !== version) return { ok: false, reason: 'conflict', current: before }
    const refused = await apply(trx, before)
    if (refused) return refused
    const after = await findStaffVehicle(trx, id)
    return after ? { ok: true, before, after } : { ok: false, reason: 'not-found' }
  })
}

/**
 * Saves a form over a cart if nobody saved it since the editor opened it
 * (`form.version`); otherwise answers the current cart so the editor can
 * compare, instead of overwriting silently. A changed price is a correction;
 * only a sale shows a price struck through.
 */
export async function updateVehicle(
  db: DB,
  id: string,
  form: VehicleForm,
  actor: Pick<Actor, 'id'> | { id: null },
): Promise<UpdateResult> {
  return changeAtVersion(db, id, form.version, async (trx, before) => {
    const now = new Date().toISOString()
    const result = await trx
      .updateTable('vehicles')
      .set({
        ...formColumns(form),
        version: before.version + 1,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('version', '=', before.version)
      .executeTakeFirst()
    if (!changedRow(result)) {
      const current = await findStaffVehicle(trx, id)
      return current
        ? { ok: false, reason: 'conflict', current }
        : { ok: false, reason: 'not-found' }
    }
    await recordPriceChanges(trx, id, before, form, actor, now)
  })
}

/**
 * Sets the status (the cart page's status buttons) if it is still the one
 * the staff member saw (`expected`); otherwise answers the current cart, as
 * the lead inbox does with stages. The status is not a field of the form, so
 * it leaves the version alone: a details form open meanwhile still saves,
 * and its save cannot undo the status.
 */
export async function setVehicleStatus(
  db: DB,
  id: string,
  status: VehicleStatus,
  expected: VehicleStatus,
): Promise<UpdateResult> {
  return withTransaction(db, async (trx) => {
    const before = await findStaffVehicle(trx, id)
    if (!before) return { ok: false, reason: 'not-found' }
    if (before.status !== expected) return { ok: false, reason: 'conflict', current: before }
    const result = await trx
      .updateTable('vehicles')
      .set({ status, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', expected)
      .executeTakeFirst()
    const after = await findStaffVehicle(trx, id)
    if (!after) return { ok: false, reason: 'not-found' }
    if (!changedRow(result)) return { ok: false, reason: 'conflict', current: after }
    return { ok: true, before, after }
  })
}

/**
 * Features a cart or stops featuring it; like the status, not a field of the
 * form (the version stays). False when there is no such cart.
 */
export async function setVehicleFeatured(
  db: DB,
  id: string,
  featured: boolean,
): Promise<{ before: boolean } | undefined> {
  return withTransaction(db, async (trx) => {
    const before = await findStaffVehicle(trx, id)
    if (!before) return undefined
    await trx
      .updateTable('vehicles')
      .set({ featured: featured ? 1 : 0, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute()
    return { before: before.featured }
  })
}

/** Copies a cart as a new draft named "… (copy)", without photos. */
export async function duplicateVehicle(
  db: DB,
  id: string,
  actor: Pick<Actor, 'id'> | { id: null },
) {
  const source = await findStaffVehicle(db, id)
  if (!source) return undefined
  const specs = source.specifications
  const known = new Set<string>(namedSpecs)
  return createVehicle(
    db,
    {
      name: `${source.name} (copy)`.slice(0, 120),
      brand: source.brand === 'Denago' ? 'Denago' : 'Evolution',
      category: source.category,
      year: source.year ?? null,
      isNew: source.isNew,
      inStock: source.inStock,
      price: source.price,
      priceOnRequest: source.priceOnRequest,
      // a copy is a new cart at its regular price: the sale stays with the original
      sale: null,
      tags: storedTagsOf(source.tags ?? []),
      description: source.description,
      features: source.features,
      seatingCapacity: specs.seatingCapacity ?? 4,
      topSpeed: specs.topSpeed,
      range: specs.range,
      batteryType: specs.batteryType,
      chargingTime: specs.chargingTime,
      payload: specs.payload,
      color: typeof specs.color === 'string' ? specs.color : undefined,
      otherSpecifications: Object.entries(specs)
        .filter(([key, value]) => !known.has(key) && value !== undefined)
        .map(([key, value]) => `${key}: ${String(value)}`),
      externalUrl: source.externalUrl ?? null,
      locationId: source.locationId ?? '',
      version: 0,
    },
    actor,
  )
}

/** Deletes a cart and its price history (its photos go with it); answers what it was. */
export async function deleteVehicle(db: DB, id: string): Promise<StaffVehicle | undefined> {
  return withTransaction(db, async (trx) => {
    const before = await findStaffVehicle(trx, id)
    if (!before) return undefined
    await trx.deleteFrom('vehicle_price_changes').where('vehicle_id', '=', id).execute()
    await trx.deleteFrom('vehicles').where('id', '=', id).execute()
    return before
  })
}
