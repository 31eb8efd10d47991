import { type VehicleStatus, vehicleStatuses } from './vehicle-status.ts'

/** The back office's inventory list filters, as the GET form puts them in the URL. */
export type InventoryAdminFilter = { search: string; status: VehicleStatus | ''; brand: string }

const brands = ['Evolution', 'Denago'] as const

/**
 * Reads `?q=&status=&brand=`: unknown statuses and brands are ignored
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
  }
}

export const inventoryBrands: readonly string[] = brands
