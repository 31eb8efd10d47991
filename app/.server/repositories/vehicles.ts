import type { Vehicle } from '#app/lib/vehicle.ts'

import type { DB } from '../db/connection'
import type { VehicleRow } from '../db/schema'

function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    price: row.price,
    description: row.description,
    images: JSON.parse(row.images) as string[],
    externalUrl: row.external_url,
    specifications: JSON.parse(row.specifications) as Vehicle['specifications'],
    features: JSON.parse(row.features) as string[],
    inStock: row.in_stock === 1,
    isNew: row.is_new === 1,
    year: row.year,
    updatedAt: row.updated_at,
  }
}

function toRow(vehicle: Vehicle, sortOrder: number, now: string): VehicleRow {
  return {
    id: vehicle.id,
    sort_order: sortOrder,
    name: vehicle.name,
    brand: vehicle.brand,
    category: vehicle.category,
    price: vehicle.price,
    description: vehicle.description,
    images: JSON.stringify(vehicle.images),
    external_url: vehicle.externalUrl ?? null,
    specifications: JSON.stringify(vehicle.specifications),
    features: JSON.stringify(vehicle.features),
    in_stock: vehicle.inStock ? 1 : 0,
    is_new: vehicle.isNew ? 1 : 0,
    year: vehicle.year ?? null,
    created_at: vehicle.updatedAt ?? now,
    updated_at: vehicle.updatedAt ?? now,
  }
}

/**
 * Vehicles in the dealer's chosen order (featured first), then by id for
 * stability; `limit` keeps pages that show the first few from reading all.
 */
export async function listVehicles(db: DB, limit?: number): Promise<Vehicle[]> {
  let query = db.selectFrom('vehicles').selectAll().orderBy('sort_order').orderBy('id')
  if (limit !== undefined) query = query.limit(limit)
  return (await query.execute()).map(toVehicle)
}

/**
 * One vehicle by id. A brand-less slug ("d6-max-xt4") also resolves, so links
 * built from model names on the brand pages find their cart.
 */
export async function findVehicle(db: DB, id: string): Promise<Vehicle | undefined> {
  const slug = id.trim().toLowerCase()
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return undefined
  const row =
    (await db.selectFrom('vehicles').selectAll().where('id', '=', slug).executeTakeFirst()) ??
    (await db
      .selectFrom('vehicles')
      .selectAll()
      .where('id', 'in', [`evolution-${slug}`, `denago-${slug}`])
      .orderBy('sort_order')
      .executeTakeFirst())
  return row ? toVehicle(row) : undefined
}

export async function countVehicles(db: DB): Promise<number> {
  const { count } = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}

export async function insertVehicles(db: DB, vehicles: Vehicle[]): Promise<void> {
  const now = new Date().toISOString()
  await db.transaction().execute(async (trx) => {
    for (const [index, vehicle] of vehicles.entries()) {
      await trx
        .insertInto('vehicles')
        .values(toRow(vehicle, index, now))
        .execute()
    }
  })
}
