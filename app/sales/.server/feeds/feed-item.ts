import { createHash } from 'node:crypto'

import { saleEffectiveDate } from '#app/sales/cart-sale.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { vehiclePath } from '#app/sales/vehicle-display.ts'
import { isListed, schemaAvailability } from '#app/sales/vehicle-status.ts'

import { feedImages } from './feed-images'

/** Google's category for golf carts: Vehicles & Parts > Vehicles > Motor Vehicles > Golf Carts. */
export const golfCartCategory = '3931'
export const feedLimits = { id: 50, title: 150, description: 5000, additionalImages: 10 }

/** One cart as both product feeds describe it. */
export type FeedItem = {
  id: string
  title: string
  description: string
  link: string
  imageLink: string
  additionalImageLinks: string[]
  availability: 'in_stock' | 'out_of_stock'
  /** "12995.00 USD": the regular price */
  price: string
  /** the sale price, while a sale runs */
  salePrice?: string
  /** when the sale runs: "2026-12-01T00:00-05:00/2026-12-31T23:59-05:00"; none for a sale without an end */
  saleEffectiveDate?: string
  brand: string
  condition: 'new' | 'used'
  productType: string
  locationId: string | null
}

/** Why a cart would be left out of the feeds or refused by Merchant Center. */
export type FeedProblem = 'not-listed' | 'no-price' | 'no-photo' | 'title-too-long'

export const feedProblemText: Readonly<Record<FeedProblem, string>> = {
  'not-listed': 'Not for sale on the site (draft, sold or archived): not in the feeds.',
  'no-price':
    'The price is on request: Google and Meta require a price, so the cart is left out of the feeds.',
  'no-photo':
    'No photo yet: the feeds use the drawn artwork, which Merchant Center may refuse. Upload photos.',
  'title-too-long': `The title is longer than ${feedLimits.title} characters and is cut short.`,
}

export function feedProblems(vehicle: Vehicle): FeedProblem[] {
  const problems: FeedProblem[] = []
  if (!isListed(vehicle.status)) problems.push('not-listed')
  if (vehicle.priceOnRequest) problems.push('no-price')
  if (!feedImages(vehicle).photo) problems.push('no-photo')
  if (fullTitle(vehicle).length > feedLimits.title) problems.push('title-too-long')
  return problems
}

/** The carts the feeds list: listed on the site, with a published price. */
export function inFeeds(vehicle: Pick<Vehicle, 'status' | 'priceOnRequest'>): boolean {
  return isListed(vehicle.status) && !vehicle.priceOnRequest
}

/** A stable id of at most 50 characters: the cart's own when it fits. */
export function feedId(id: string): string {
  if (id.length <= feedLimits.id) return id
  const hash = createHash('sha256').update(id).digest('hex').slice(0, 8)
  return `${id.slice(0, feedLimits.id - 9)}-${hash}`
}

function fullTitle(vehicle: Vehicle): string {
  const name = vehicle.name.toLowerCase().startsWith(vehicle.brand.toLowerCase())
    ? vehicle.name
    : `${vehicle.brand} ${vehicle.name}`
  const seats = vehicle.specifications.seatingCapacity
  const color = vehicle.specifications.color
  return [
    `${name}${vehicle.year ? ` ${vehicle.year}` : ''}`,
    typeof color === 'string' && color ? color : undefined,
    seats ? `${seats}-Seat Electric Golf Cart` : 'Electric Golf Cart',
  ]
    .filter(Boolean)
    .join(', ')
}

/** Plain text on one paragraph per part, within the feeds' limits. */
function clip(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`
}

function description(vehicle: Vehicle): string {
  const specs = vehicle.specifications
  const facts = [
    specs.seatingCapacity ? `${specs.seatingCapacity} seats` : undefined,
    specs.topSpeed ? `top speed ${specs.topSpeed}` : undefined,
    specs.range ? `range ${specs.range}` : undefined,
    specs.batteryType ? `battery ${specs.batteryType}` : undefined,
  ].filter(Boolean)
  const parts = [
    vehicle.description,
    facts.length ? `${facts.join(', ')}.` : '',
    vehicle.features.length ? `Features: ${vehicle.features.join('; ')}.` : '',
  ]
  return clip(parts.filter(Boolean).join(' '), feedLimits.description)
}

const money = (dollars: number) => `${dollars.toFixed(2)} USD`

/** The feed entry of a cart in the feeds (see `inFeeds`). */
export function feedItem(vehicle: Vehicle, siteUrl: string): FeedItem {
  const images = feedImages(vehicle)
  const sale = vehicle.sale
  return {
    id: feedId(vehicle.id),
    title: clip(fullTitle(vehicle), feedLimits.title),
    description: description(vehicle),
    link: `${siteUrl}${vehiclePath(vehicle)}`,
    imageLink: `${siteUrl}${images.main}`,
    additionalImageLinks: images.additional
      .slice(0, feedLimits.additionalImages)
      .map((path) => `${siteUrl}${path}`),
    availability: schemaAvailability(vehicle) === 'InStock' ? 'in_stock' : 'out_of_stock',
    price: money(vehicle.price),
    salePrice: sale ? money(sale.price) : undefined,
    saleEffectiveDate: sale ? saleEffectiveDate(sale) : undefined,
    brand: vehicle.brand,
    condition: vehicle.isNew ? 'new' : 'used',
    productType: `Golf Carts > ${vehicle.brand} > ${vehicle.category}`,
    locationId: vehicle.locationId ?? null,
  }
}

/** The entries of every cart in the feeds, in the inventory's order. */
export function feedItems(vehicles: Vehicle[], siteUrl: string): FeedItem[] {
  return vehicles.filter(inFeeds).map((vehicle) => feedItem(vehicle, siteUrl))
}
