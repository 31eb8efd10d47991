import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { VehicleRow } from '#app/kernel/.server/db/schema.ts'
import { type Sale, saleRunning } from '#app/sales/cart-sale.ts'
import { cartTags, storedTagsOf } from '#app/sales/promotion-tags.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { listedStatuses, publicStatuses } from '#app/sales/vehicle-status.ts'

/** The sale a cart is set for, running or not. */
export function saleOf(row: VehicleRow): Sale | null {
  return row.sale_price === null || row.sale_starts_at === null
    ? null
    : { price: row.sale_price, startsAt: row.sale_starts_at, endsAt: row.sale_ends_at }
}

/** A cart as read at `now`: its sale only while it runs. */
export function toVehicle(row: VehicleRow, now: Date = new Date()): Vehicle {
  const sale = saleOf(row)
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    price: row.price,
    priceOnRequest: row.price_on_request === 1,
    sale: saleRunning(sale, now) ? sale : null,
    tags: cartTags(storedTagsOf(JSON.parse(row.tags) as string[]), row.featured === 1),
    locationId: row.location_id,
    status: row.status,
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

function toRow(vehicle: Vehicle, sortOrder: number, now: string, featured: boolean): VehicleRow {
  return {
    id: vehicle.id,
    sort_order: sortOrder,
    featured: featured ? 1 : 0,
    name: vehicle.name,
    brand: vehicle.brand,
    category: vehicle.category,
    price: vehicle.price,
    price_on_request: vehicle.priceOnRequest ? 1 : 0,
    sale_price: vehicle.sale?.price ?? null,
    sale_starts_at: vehicle.sale?.startsAt ?? null,
    sale_ends_at: vehicle.sale?.endsAt ?? null,
    tags: JSON.stringify(storedTagsOf(vehicle.tags ?? [])),
    location_id: vehicle.locationId ?? null,
    status: vehicle.status,
    version: 1,
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
 * The carts a visitor can browse (available and pending), in the order a
 * buyer wants them: the dealer's featured carts, then carts with photos
 * before carts shown by a drawing, newest first, then the dealer's order and
 * the id for stability. `limit` keeps pages that show the first few from
 * reading all; `featured` keeps only the featured carts (the home page's).
 */
export async function listVehicles(
  db: DB,
  options: { limit?: number; featured?: true } = {},
): Promise<Vehicle[]> {
  let query = db
    .selectFrom('vehicles')
    .selectAll()
    .where('status', 'in', listedStatuses)
    .orderBy('featured', 'desc')
    .orderBy(
      (eb) =>
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('vehicle_photos')
                .select('vehicle_photos.id')
                .whereRef('vehicle_photos.vehicle_id', '=', 'vehicles.id')
                .where('vehicle_photos.status', '=', 'ready'),
            ),
          )
          .then(0)
          .else(1)
          .end(),
      'asc',
    )
    .orderBy('created_at', 'desc')
    .orderBy('sort_order')
    .orderBy('id')
  if (options.featured) query = query.where('featured', '=', 1)
  if (options.limit !== undefined) query = query.limit(options.limit)
  return (await query.execute()).map((row) => toVehicle(row))
}

/**
 * One cart a visitor can open (available, pending or sold) by id. A
 * brand-less slug ("d6-max-xt4") also resolves, so links built from model
 * names on the brand pages find their cart.
 */
export async function findVehicle(db: DB, id: string): Promise<Vehicle | undefined> {
  const slug = id.trim().toLowerCase()
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return undefined
  const publicVehicles = db.selectFrom('vehicles').selectAll().where('status', 'in', publicStatuses)
  const row =
    (await publicVehicles.where('id', '=', slug).executeTakeFirst()) ??
    (await publicVehicles
      .where('id', 'in', [`evolution-${slug}`, `denago-${slug}`])
      .orderBy('sort_order')
      .executeTakeFirst())
  return row ? toVehicle(row) : undefined
}

/**
 * Carts to offer instead of a sold one: listed carts of the same brand and
 * series first, then the same brand, nearest in price.
 */
export async function similarVehicles(db: DB, vehicle: Vehicle, count = 3): Promise<Vehicle[]> {
  const candidates = (await listVehicles(db)).filter((v) => v.id !== vehicle.id)
  const score = (v: Vehicle) =>
    (v.brand === vehicle.brand ? 0 : 2) + (v.category === vehicle.category ? 0 : 1)
  return candidates
    .sort(
      (a, b) =>
        score(a) - score(b) ||
        Math.abs(a.price - vehicle.price) - Math.abs(b.price - vehicle.price),
    )
    .slice(0, count)
}

export async function countVehicles(db: DB): Promise<number> {
  const { count } = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}

export async function insertVehicles(
  db: DB,
  vehicles: Vehicle[],
  featuredIds: readonly string[] = [],
): Promise<void> {
  const now = new Date().toISOString()
  await db.transaction().execute(async (trx) => {
    for (const [index, vehicle] of vehicles.entries()) {
      await trx
        .insertInto('vehicles')
        .values(toRow(vehicle, index, now, featuredIds.includes(vehicle.id)))
        // servers starting together may seed at once: the first one wins, the others add nothing
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    }
  })
}
