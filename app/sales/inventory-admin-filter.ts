import { queryOf } from '#app/kernel/query-string.ts'

import { parsePage } from './inventory-pages.ts'
import { type VehicleStatus, vehicleStatuses } from './vehicle-status.ts'

/** The back office's inventory list filters and page, as the GET form and page links put them in the URL. */
export type InventoryAdminFilter = {
  search: string
  status: VehicleStatus | ''
  brand: string
  /** from 1 */
  page: number
}

/** Carts a page of the back office's list shows. */
export const inventoryAdminPageSize = 50

const brands = ['Evolution', 'Denago'] as const

/**
 * Reads `?q=&status=&brand=&page=`: unknown statuses and brands are ignored
 * (show everything) rather than answering an empty list.
 */
export function parseInventoryAdminFilter(params: URLSearchParams): InventoryAdminFilter {
  const search = (params.get('q') ?? '').trim().slice(0, 100)
  const status = params.get('status') ?? ''
  const brand = params.get('brand') ?? ''
  return {
    search,
    status: (vehicleStatuses as readonly string[]).includes(status)
      ? (status as VehicleStatus)
      : '',
    brand: (brands as readonly string[]).includes(brand) ? brand : '',
    page: parsePage(params),
  }
}

/** The URL query of a filter, `page` from the second on, so page links keep the filters. */
export function inventoryAdminQuery(
  filter: InventoryAdminFilter,
  change: Partial<InventoryAdminFilter> = {},
): string {
  const f = { ...filter, ...change }
  return queryOf({
    q: f.search,
    status: f.status,
    brand: f.brand,
    page: f.page > 1 ? f.page : undefined,
  })
}

export const inventoryBrands: readonly string[] = brands
