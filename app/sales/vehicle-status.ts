/**
 * Where a cart is in its life, set by staff. The status alone decides what
 * the public sees; every page, the API, the sitemap, the structured data and
 * the product feeds ask these functions rather than the status itself.
 *
 *   draft → available → pending → sold → archived
 *
 * - draft: being prepared; not public (404).
 * - available: listed, for sale.
 * - pending: a sale is agreed but not closed; listed with "Sale pending".
 * - sold: leaves the inventory list, the sitemap and the feeds, but keeps its
 *   page (with a "Sold" notice and similar carts), so shared links and search
 *   results never land on a dead page.
 * - archived: retired; not public (404).
 */
export const vehicleStatuses = ['draft', 'available', 'pending', 'sold', 'archived'] as const
export type VehicleStatus = (typeof vehicleStatuses)[number]

export const vehicleStatusLabels: Readonly<Record<VehicleStatus, string>> = {
  draft: 'Draft',
  available: 'Available',
  pending: 'Sale pending',
  sold: 'Sold',
  archived: 'Archived',
}

/** A posted status, or undefined when it is none of them. */
export function vehicleStatusOf(value: string): VehicleStatus | undefined {
  return vehicleStatuses.find((status) => status === value)
}

/** Statuses whose page a visitor can open. */
export const publicStatuses: readonly VehicleStatus[] = ['available', 'pending', 'sold']

/** Statuses listed on /inventory, the API list, the sitemap, town pages and the feeds. */
export const listedStatuses: readonly VehicleStatus[] = ['available', 'pending']

export function isPublic(status: VehicleStatus): boolean {
  return publicStatuses.includes(status)
}

export function isListed(status: VehicleStatus): boolean {
  return listedStatuses.includes(status)
}

/** Whether a visitor can buy the cart now: listed, not pending, and on the lot. */
export function isBuyableNow(vehicle: { status: VehicleStatus; inStock: boolean }): boolean {
  return vehicle.status === 'available' && vehicle.inStock
}

export type SchemaAvailability = 'InStock' | 'OutOfStock' | 'SoldOut'

/** schema.org availability: the one rule shared by the page, its structured data and the feeds. */
export function schemaAvailability(vehicle: {
  status: VehicleStatus
  inStock: boolean
}): SchemaAvailability {
  if (vehicle.status === 'sold' || vehicle.status === 'archived') return 'SoldOut'
  return isBuyableNow(vehicle) ? 'InStock' : 'OutOfStock'
}
