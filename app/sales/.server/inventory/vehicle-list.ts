import { sql } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { containsIgnoringCase } from '#app/kernel/.server/db/engine.ts'
import { listCoverPhotos } from '#app/kernel/.server/photos/repository.ts'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import type { CartRow } from '#app/sales/cart-row.ts'
import {
  type InventoryAdminFilter,
  inventoryAdminPageSize,
} from '#app/sales/inventory-admin-filter.ts'
import { withPhotoImages } from '#app/sales/vehicle-photo-images.ts'
import { type VehicleStatus, vehicleStatuses } from '#app/sales/vehicle-status.ts'

import { feedProblems, feedProblemText, inFeeds } from '../feeds/feed-item'
import { thumbnailOf } from './thumbnail'
import { toStaffVehicle } from './vehicle-admin'

/** Carts of every status, and how many of them the feeds carry, in one grouped query. */
async function statusCounts(db: DB) {
  const groups = await db
    .selectFrom('vehicles')
    .select(['status', 'price_on_request', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(['status', 'price_on_request'])
    .execute()
  const counts = Object.fromEntries(vehicleStatuses.map((status) => [status, 0])) as Record<
    VehicleStatus,
    number
  >
  let carried = 0
  for (const group of groups) {
    const count = Number(group.count)
    counts[group.status] += count
    if (inFeeds({ status: group.status, priceOnRequest: group.price_on_request === 1 })) {
      carried += count
    }
  }
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
  return { counts, total, inFeeds: carried }
}

/** The carts the filters match, searched in id, name, series and description (the list and its export). */
export function matchingVehicles(db: DB, filter: Omit<InventoryAdminFilter, 'page'>) {
  let query = db.selectFrom('vehicles')
  if (filter.status) query = query.where('status', '=', filter.status)
  if (filter.brand) query = query.where('brand', '=', filter.brand)
  const search = filter.search.trim()
  if (search) {
    query = query.where((eb) =>
      eb.or(
        ['id', 'name', 'category', 'description'].map((column) =>
          containsIgnoringCase(db, column, search),
        ),
      ),
    )
  }
  return query
}

/**
 * The back office's inventory table, a page at a time: carts still on the lot
 * (draft, for sale, pending) before sold and archived ones, each newest change
 * first, with each shown cart's cover; and counts per status of all carts.
 */
export async function vehicleList(db: DB, filter: InventoryAdminFilter) {
  const { counts, total, inFeeds } = await statusCounts(db)
  const found = await matchingVehicles(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  const matches = Number(found.count)
  const pages = Math.max(1, Math.ceil(matches / inventoryAdminPageSize))
  // a page past the last (an old link to a list that has shrunk) shows the last
  const page = Math.min(filter.page, pages)
  let query = matchingVehicles(db, filter).selectAll()
  // one status is all on the lot or all off it; a list of every status orders
  // by the expression of the index vehicles_list_order (migration 084), word for word
  if (!filter.status)
    query = query.orderBy(sql`case when status in ('sold', 'archived') then 1 else 0 end`)
  const vehicles = (
    await query
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(inventoryAdminPageSize)
      .offset((page - 1) * inventoryAdminPageSize)
      .execute()
  ).map(toStaffVehicle)
  const covers = await listCoverPhotos(
    db,
    vehicles.map((vehicle) => vehicle.id),
  )
  const withCovers = new Map([...covers].map(([id, cover]) => [id, [cover]]))
  const rows = withPhotoImages(vehicles, withCovers).map((vehicle): CartRow => {
    const cover = covers.get(vehicle.id)
    const small = cover && thumbnailOf(cover.variants)
    return {
      id: vehicle.id,
      name: vehicle.name,
      status: vehicle.status,
      price: vehicle.price,
      priceOnRequest: vehicle.priceOnRequest,
      updatedAt: vehicle.updatedAt,
      updated: dealerTime(vehicle.updatedAt),
      thumbnail: cover && small ? { ...small, alt: cover.alt } : undefined,
      problems: feedProblems(vehicle).map((problem) => feedProblemText[problem]),
    }
  })
  return { rows, counts, total, inFeeds, matches, page, pages }
}
