import type { Sale } from './cart-sale.ts'
import type { PromotionTag } from './promotion-tags.ts'
import type { VehicleStatus } from './vehicle-status.ts'
/** The longest vehicle id (URL slug) the site accepts anywhere: routes, messages, leads. */
export const vehicleIdMaxLength = 120

/** A cart in the dealer's inventory, as stored and as served by /api/vehicles. */
export type VehicleSpecifications = {
  topSpeed?: string
  range?: string
  seatingCapacity?: number
  batteryType?: string
  chargingTime?: string
  payload?: string
  /** other free key/value pairs are shown as a list */
  [key: string]: string | number | undefined
}

export type Vehicle = {
  /** URL slug, e.g. "evolution-d6-max-xt4" */
  id: string
  name: string
  /** "Denago" or "Evolution"; compared case-insensitively */
  brand: string
  /** series, e.g. "Maverick", "Rover" */
  category: string
  /**
   * Whole dollars: the dealer's price, or, when `priceOnRequest`, the
   * manufacturer's suggested price. Always a number, so clients, sorting and
   * the price filter need no special case.
   */
  price: number
  /** the dealer quotes this cart on request: pages say "Call for Price" and show no dealer price */
  priceOnRequest: boolean
  /** the sale running when the cart was read (the regular price is `price`); null: none */
  sale?: Sale | null
  /** the dealer's promotion tags, "featured" included when pinned */
  tags?: PromotionTag[]
  /** the showroom whose lot holds the cart; absent: the main showroom */
  locationId?: string | null
  /** draft, available, pending, sold or archived: decides what the public sees */
  status: VehicleStatus
  description: string
  /** image paths under /images; the first is shown */
  images: string[]
  externalUrl?: string | null
  specifications: VehicleSpecifications
  features: string[]
  inStock: boolean
  isNew: boolean
  /** model year, used by lead formats and structured data */
  year?: number | null
  /** ISO time of the last change, for the sitemap */
  updatedAt?: string
}
