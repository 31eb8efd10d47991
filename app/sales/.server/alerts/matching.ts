import type { AlertSubscriptionRow } from '#app/kernel/.server/db/schema.ts'
import {
  abovePriceBucket,
  type FilterableVehicle,
  filterFacts,
  matchesFilters,
  parseFilters,
} from '#app/sales/inventory-filters.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { isBuyableNow } from '#app/sales/vehicle-status.ts'

/*
 * What an alert matches, by the inventory's own filters (parseFilters and
 * matchesFilters, the one source of what a search shows) over the listed
 * carts at today's price:
 *
 * - search: a listed cart the filters show that the alert has not told of:
 *   a new arrival, or a cart it saw above its price range that fell into it;
 * - stock: the same, among carts a buyer can buy now (available, on the lot);
 * - price: its cart, listed, below the price the buyer last saw.
 *
 * The carts an alert already matched when it was confirmed count as told.
 */

export type Candidate = FilterableVehicle & { buyable: boolean; priceOnRequest: boolean }

/** new: an arrival; range: into a search's price range; price: below the price seen; stock: back in stock */
export type MatchReason = 'new' | 'range' | 'price' | 'stock'

export type Match = {
  subscriptionId: string
  vehicleId: string
  reason: MatchReason
  price: number
  was?: number
}

export type MatchedAlert = Pick<
  AlertSubscriptionRow,
  'id' | 'kind' | 'filters' | 'vehicle_id' | 'price_seen'
>

/** A listed cart as the matching reads it. */
export function candidateOf(vehicle: Vehicle): Candidate {
  return {
    ...filterFacts(vehicle),
    buyable: isBuyableNow(vehicle),
    priceOnRequest: vehicle.priceOnRequest,
  }
}

/** The carts a search or stock alert shows now, told of or not. */
export function shownBy(alert: MatchedAlert, carts: readonly Candidate[]): Candidate[] {
  const filters = parseFilters(new URLSearchParams(alert.filters))
  return carts.filter(
    (cart) => (alert.kind !== 'stock' || cart.buyable) && matchesFilters(cart, filters),
  )
}

/** The carts a search shows but for its price, which is above the range (recorded as priced out). */
export function pricedOutBy(alert: MatchedAlert, carts: readonly Candidate[]): Candidate[] {
  if (alert.kind !== 'search') return []
  const filters = parseFilters(new URLSearchParams(alert.filters))
  return carts.filter(
    (cart) =>
      abovePriceBucket(cart.price, filters.price) &&
      matchesFilters(cart, { ...filters, price: '' }),
  )
}

/**
 * What one alert has to tell of: `told` holds the carts it told of (or saw at
 * confirmation), `pricedOut` those it saw above its price range.
 */
export function matchesOf(
  alert: MatchedAlert,
  carts: readonly Candidate[],
  told: ReadonlySet<string>,
  pricedOut: ReadonlySet<string> = new Set(),
): Match[] {
  if (alert.kind === 'price') {
    const cart = carts.find((c) => c.id === alert.vehicle_id)
    if (!cart || cart.priceOnRequest || alert.price_seen === null) return []
    if (cart.price >= alert.price_seen) return []
    return [
      {
        subscriptionId: alert.id,
        vehicleId: cart.id,
        reason: 'price',
        price: cart.price,
        was: alert.price_seen,
      },
    ]
  }
  return shownBy(alert, carts)
    .filter((cart) => !told.has(cart.id))
    .map((cart) => ({
      subscriptionId: alert.id,
      vehicleId: cart.id,
      reason: reasonOf(alert, cart, pricedOut),
      price: cart.price,
    }))
}

function reasonOf(
  alert: MatchedAlert,
  cart: Candidate,
  pricedOut: ReadonlySet<string>,
): MatchReason {
  if (alert.kind === 'stock') return 'stock'
  return pricedOut.has(cart.id) ? 'range' : 'new'
}
