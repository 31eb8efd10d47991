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
  /** dealer price in whole dollars; null when the price is on request */
  price: number | null
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
