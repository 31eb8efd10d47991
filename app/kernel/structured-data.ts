import { business, emails, phones } from '#app/kernel/dealer/business.ts'
import type { HoursSet, PhoneNumber, SpecialHours } from '#app/kernel/dealer/types.ts'

type PlaceInput = {
  siteUrl: string
  /** the hours shown on the same page */
  hours: HoursSet
  name?: string
  url?: string
  phone?: PhoneNumber
  address?: { street?: string; city: string; region: string; postalCode?: string }
  coordinates?: { lat: number; lng: number }
  areaServed?: string[]
  description?: string
}

/** schema.org AutoDealer for the dealer or one of its locations. */
export function autoDealerJsonLd(input: PlaceInput) {
  const address = input.address ?? business.mainAddress
  const coordinates = input.coordinates ?? business.coordinates
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: input.name ?? business.name,
    description: input.description ?? business.description,
    url: input.url ?? `${input.siteUrl}/`,
    telephone: (input.phone ?? phones.main).tel,
    email: emails.info,
    image: `${input.siteUrl}/images/og-default.png`,
    logo: `${input.siteUrl}/images/logo.svg`,
    priceRange: '$$',
    foundingDate: String(business.founded),
    address: {
      '@type': 'PostalAddress',
      ...(address.street ? { streetAddress: address.street } : {}),
      addressLocality: address.city,
      addressRegion: address.region,
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: coordinates.lat, longitude: coordinates.lng },
    openingHours: input.hours.schema,
    ...(input.hours.upcoming.length > 0
      ? { specialOpeningHoursSpecification: input.hours.upcoming.map(specialHoursJsonLd) }
      : {}),
    ...(input.areaServed ? { areaServed: input.areaServed } : {}),
    brand: [
      { '@type': 'Brand', name: 'Denago' },
      { '@type': 'Brand', name: 'Evolution' },
    ],
  }
}

/** schema.org BreadcrumbList from (name, path) pairs, home first. */
export function breadcrumbJsonLd(siteUrl: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  }
}

/** schema.org types that already describe the dealer or one of its places. */
const placeTypes = new Set(['AutoDealer', 'AutomotiveBusiness', 'LocalBusiness', 'Store'])

function describesPlace(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false
  const record = item as Record<string, unknown>
  const types = ([] as unknown[]).concat(record['@type'] ?? [])
  if (types.some((type) => typeof type === 'string' && placeTypes.has(type))) return true
  return Array.isArray(record['@graph']) && record['@graph'].some(describesPlace)
}

/**
 * A page's JSON-LD plus the dealer (AutoDealer with the showroom hours the
 * footer shows), unless the page already describes the dealer or a place of its own.
 */
export function withDealerJsonLd(
  siteUrl: string,
  jsonLd: readonly object[],
  showroomHours: HoursSet,
): object[] {
  if (jsonLd.some(describesPlace)) return [...jsonLd]
  return [...jsonLd, autoDealerJsonLd({ siteUrl, hours: showroomHours })]
}

/** schema.org OpeningHoursSpecification of a dated closure (opens and closes 00:00) or special hours. */
function specialHoursJsonLd(special: SpecialHours) {
  return {
    '@type': 'OpeningHoursSpecification',
    validFrom: special.startsOn,
    validThrough: special.endsOn,
    opens: special.hours?.open ?? '00:00',
    closes: special.hours?.close ?? '00:00',
  }
}

/** schema.org ItemList of vehicle pages, in the order the page lists them. */
export function vehicleItemListJsonLd(
  siteUrl: string,
  vehicles: readonly { id: string; name: string }[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Golf cart inventory',
    numberOfItems: vehicles.length,
    itemListElement: vehicles.map((vehicle, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: vehicle.name,
      url: `${siteUrl}/vehicle/${vehicle.id}`,
    })),
  }
}
