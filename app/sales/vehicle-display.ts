import type { CSSProperties } from 'react'
import type { MetaDescriptor } from 'react-router'

import { business, phones } from '#app/kernel/dealer/business.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { hashString } from '#app/kernel/hero-image.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { lastSaleMoment } from '#app/sales/cart-sale.ts'
import type { Vehicle, VehicleSpecifications } from '#app/sales/vehicle.ts'
import { schemaAvailability } from '#app/sales/vehicle-status.ts'
import { cartPlaceholderImage } from '#app/site/content/brands.ts'

/** Size of the cart artwork (and the box a photo is fitted into). */
export const vehicleImageSize = { width: 800, height: 600 } as const

export const callForPrice = 'Call for Price'

type Priced = Pick<Vehicle, 'price' | 'priceOnRequest'>

/** Whole-dollar US price, or "Call for Price" when the dealer quotes on request. */
export function priceText(vehicle: Priced): string {
  return vehicle.priceOnRequest ? callForPrice : formatPrice(vehicle.price)
}

/** The price a visitor sees, for offers and meta tags; none when quoted on request. */
export function publishedPrice(vehicle: Priced): number | undefined {
  return vehicle.priceOnRequest ? undefined : vehicle.price
}

export type VehicleBadge = 'NEW' | 'In Stock' | 'Out of Stock' | 'Sale pending' | 'Sold'

/**
 * The detail page's badge: a sale in progress or done comes first, then NEW,
 * else the stock state.
 */
export function vehicleBadge(vehicle: Pick<Vehicle, 'isNew' | 'inStock' | 'status'>): VehicleBadge {
  if (vehicle.status === 'sold') return 'Sold'
  if (vehicle.status === 'pending') return 'Sale pending'
  if (vehicle.isNew) return 'NEW'
  return vehicle.inStock ? 'In Stock' : 'Out of Stock'
}

/** The price a buyer pays as the cart was read: the sale price while its sale runs. */
export function priceToday(vehicle: Pick<Vehicle, 'price' | 'sale'>): number {
  return vehicle.sale?.price ?? vehicle.price
}

/** The first image, or the placeholder artwork when a cart has none yet. */
export function vehicleImage(vehicle: Pick<Vehicle, 'images'>): string {
  return vehicle.images[0] ?? cartPlaceholderImage
}

export function vehicleImageAlt(vehicle: Pick<Vehicle, 'name' | 'images'>): string {
  return vehicle.images.length > 0
    ? `${vehicle.name} electric golf cart`
    : `${vehicle.name}: photo coming soon`
}

export function brandLabel(brand: string): string {
  return brand.toUpperCase()
}

/**
 * A hue derived from the id, so each cart's page has its own stable tint
 * (each vehicle page's own background tint) on the server and in the browser.
 */
export function vehicleAccentHue(id: string): number {
  return hashString(id) % 360
}

/** Inline style of the detail page: a light tint at the top and a darker accent for rules and borders. */
export function vehicleBackgroundStyle(
  id: string,
): CSSProperties & Record<'--vehicle-accent', string> {
  const hue = vehicleAccentHue(id)
  return {
    '--vehicle-accent': `hsl(${hue} 60% 30%)`,
    backgroundImage: `linear-gradient(180deg, hsl(${hue} 70% 95%) 0, hsl(${hue} 60% 98%) 28rem, #ffffff 48rem)`,
  }
}

const specificationLabels: Readonly<Record<string, string>> = {
  topSpeed: 'Top Speed',
  range: 'Range',
  seatingCapacity: 'Seating Capacity',
  batteryType: 'Battery Type',
  chargingTime: 'Charging Time',
  payload: 'Payload',
}

/** A human label for a specification key: the known ones by name, others from camelCase ("groundClearance" -> "Ground Clearance"). */
export function specificationLabel(key: string): string {
  const known = specificationLabels[key]
  if (known) return known
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ')
}

export type SpecificationRow = { key: string; label: string; value: string }

/** Every specification with a value, in stored order. */
export function specificationRows(specifications: VehicleSpecifications): SpecificationRow[] {
  return Object.entries(specifications)
    .filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    )
    .map(([key, value]) => ({ key, label: specificationLabel(key), value: String(value) }))
}

export function vehiclePath(vehicle: Pick<Vehicle, 'id'>): string {
  return `/vehicle/${vehicle.id}`
}

function absolute(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path}`
}

const openGraphAvailability = {
  InStock: 'in stock',
  OutOfStock: 'out of stock',
  SoldOut: 'discontinued',
} as const

/** Open Graph product tags (price only when the cart has one). */
export function productMetaTags(vehicle: Vehicle): MetaDescriptor[] {
  return [
    ...(vehicle.priceOnRequest
      ? []
      : [{ property: 'product:price:amount', content: String(priceToday(vehicle)) }]),
    { property: 'product:price:currency', content: 'USD' },
    {
      property: 'product:availability',
      content: openGraphAvailability[schemaAvailability(vehicle)],
    },
    { property: 'product:condition', content: vehicle.isNew ? 'new' : 'used' },
    { property: 'product:brand', content: vehicle.brand },
  ]
}

/** The offer's price: during a sale the sale price, valid until the sale's last day. */
function offerPrice(vehicle: Vehicle) {
  if (vehicle.priceOnRequest) return {}
  const sale = vehicle.sale
  if (!sale) return { price: vehicle.price }
  const last = lastSaleMoment(sale)
  return {
    price: sale.price,
    ...(last ? { priceValidUntil: calendarDay(last, business.timeZone) } : {}),
  }
}

/** schema.org Product with its Offer, sold by the dealer. */
export function productJsonLd(vehicle: Vehicle, siteUrl: string) {
  const url = absolute(siteUrl, vehiclePath(vehicle))
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: vehicle.name,
    description: vehicle.description,
    sku: vehicle.id,
    url,
    image: (vehicle.images.length > 0 ? vehicle.images : [cartPlaceholderImage]).map((image) =>
      absolute(siteUrl, image),
    ),
    brand: { '@type': 'Brand', name: vehicle.brand },
    category: `${vehicle.category} electric golf cart`,
    ...(vehicle.year ? { model: `${vehicle.year} ${vehicle.name}` } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      ...offerPrice(vehicle),
      availability: `https://schema.org/${schemaAvailability(vehicle)}`,
      itemCondition: vehicle.isNew
        ? 'https://schema.org/NewCondition'
        : 'https://schema.org/UsedCondition',
      seller: {
        '@type': 'AutoDealer',
        name: business.name,
        url: `${siteUrl}/`,
        telephone: phones.sales.tel,
      },
    },
  }
}
