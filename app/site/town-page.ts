import { isRouteErrorResponse } from 'react-router'

import { brandNamesText } from '#app/kernel/dealer/business.ts'
import type { HoursSetKey } from '#app/kernel/dealer/site-hours.ts'
import type { HoursSet } from '#app/kernel/dealer/types.ts'
import type { Town } from '#app/kernel/dealer/types.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { hoursFrom, notFoundSeo, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { autoDealerJsonLd, breadcrumbJsonLd } from '#app/kernel/structured-data.ts'
import { rentalDeliveryTerms } from '#app/rentals/rental-delivery.ts'
import type { DeliveryEstimate } from '#app/site/delivery-cost.ts'

/** The 404 message of a landing or /towns/ slug that names no town (shown as the page title). */
export const townNotFound = 'Municipality not found'
export const pageNotFound = 'Page Not Found'

/** Title of a not-found page from the thrown 404 response, for the meta function. */
export function notFoundTitle(error: unknown): string {
  return isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : pageNotFound
}

/**
 * The kind of place, as a visitor would call it. The spec lists three villages
 * (Chinchilla, Fleetville, Peckville) as townships; their names carry no
 * "Township" (see towns.server.ts), so they are called communities here
 * rather than repeating a wrong label.
 */
export function placeKind(m: Pick<Town, 'name' | 'type'>): string {
  if (m.type === 'Township' && !/\btownship\b/i.test(m.name)) return 'Community'
  return m.type
}

/** "Milford, a borough in Pike County" / "Blooming Grove Township in Pike County". */
export function placePhrase(m: Pick<Town, 'name' | 'type' | 'county'>): string {
  const kind = placeKind(m)
  const county = `${m.county} County`
  if (kind === 'Township') return `${m.name} in ${county}`
  if (kind === 'Community') return `${m.name}, a community in ${county}`
  return `${m.name}, a ${kind.toLowerCase()} in ${county}`
}

export type PageText = { title: string; description: string; keywords: string[] }

/** Title, description and keywords of a town landing page: each names its own town, county and distances. */
export function townLandingText(
  m: Town,
  locationName: string,
  delivery: Pick<DeliveryEstimate, 'cost'>,
): PageText {
  const deliveryText =
    delivery.cost === 0 ? 'Free delivery' : `Delivery about ${formatPrice(delivery.cost)}`
  return {
    title: `Golf Carts in ${m.name}, PA: Sales, Rentals & Service`,
    description: `Electric golf carts for ${m.name}, ${m.county} County: ${brandNamesText} sales, rentals and service from our ${locationName}, about ${m.distanceMiles} miles away. ${deliveryText} to ${m.name}.`,
    keywords: [
      `golf carts ${m.name}`,
      `golf carts ${m.name} PA`,
      `golf cart rental ${m.name}`,
      `electric golf carts ${m.county} County`,
      `golf cart dealer near ${m.name}`,
      'Denago',
      'Evolution',
    ],
  }
}

/** Title, description and keywords of a town rental page (its delivery terms the quote's); `dailyFrom` is the cheapest daily rate. */
export function townRentalText(m: Town, dailyFrom: number): PageText {
  const delivery = rentalDeliveryTerms(m)
  return {
    title: `Golf Cart Rentals in ${m.name}, PA: ${delivery.cost === 0 ? 'Delivered Free' : 'Delivered to Your Door'}`,
    description: `Rent a street-legal 4-seater, 6-seater or utility golf cart in ${m.name}, ${m.county} County, from ${formatPrice(dailyFrom)} a day, with ${delivery.phrase} and insurance included.`,
    keywords: [
      `golf cart rental ${m.name}`,
      `golf cart rentals ${m.name} PA`,
      `rent a golf cart ${m.name}`,
      `${m.county} County golf cart rental`,
      'weekly golf cart rental',
      'monthly golf cart rental',
    ],
  }
}

const EARTH_RADIUS_MILES = 3958.8

type Point = { lat: number; lng: number }

/** Great-circle distance in miles (haversine); straight line, not road miles. */
export function milesBetween(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h))
}

/** The closest other towns of the same service area, nearest first (links between neighbours). */
export function nearbyTowns<T extends Pick<Town, 'slug' | 'area' | 'coordinates'>>(
  town: T,
  all: readonly T[],
  count = 4,
): T[] {
  return all
    .filter((m) => m.area === town.area && m.slug !== town.slug)
    .map((m) => ({ m, miles: milesBetween(town.coordinates, m.coordinates) }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, count)
    .map(({ m }) => m)
}

/**
 * The dealer as the local business of a town page: the town as locality and
 * area served, its coordinates, and the delivery hours these pages show.
 */
export function townBusinessJsonLd(
  siteUrl: string,
  m: Town,
  path: string,
  description: string,
  hours: HoursSet,
) {
  return autoDealerJsonLd({
    siteUrl,
    hours,
    url: `${siteUrl}${path}`,
    description,
    address: { city: m.name, region: 'PA' },
    coordinates: m.coordinates,
    areaServed: [`${m.name}, PA`, `${m.county} County, PA`],
  })
}

type Crumb = { name: string; path: string }

/**
 * The meta tags of a town page (landing or rental): a not-found title when
 * the loader threw, else the page's own text, the dealer as the town's local
 * business and a breadcrumb trail from Home.
 */
export function townPageSeo({
  siteUrl,
  hours,
  notFound,
  page,
}: {
  siteUrl: string
  hours: Record<HoursSetKey, HoursSet>
  notFound: { error: unknown; pathname: string }
  page: { town: Town; path: string; text: PageText; crumbs: Crumb[] } | undefined
}) {
  if (!page) {
    return notFoundSeo({
      siteUrl,
      dealerHours: hours.showroom,
      title: notFoundTitle(notFound.error),
      path: notFound.pathname,
    })
  }
  const { town, path, text, crumbs } = page
  return seo({
    siteUrl,
    dealerHours: hours.showroom,
    ...text,
    path,
    jsonLd: [
      townBusinessJsonLd(siteUrl, town, path, text.description, hours.delivery),
      breadcrumbJsonLd(siteUrl, [{ name: 'Home', path: '/' }, ...crumbs]),
    ],
  })
}

/**
 * The meta function of a town page: `page` gives the page's path, text and
 * breadcrumbs (after Home) from its loader data.
 */
export function townPageMeta<D extends { town: Town }>(
  page: (data: D) => { path: string; text: PageText; crumbs: Crumb[] },
) {
  return (args: {
    loaderData: D | undefined
    matches: Parameters<typeof siteUrlFrom>[0]
    location: { pathname: string }
    error?: unknown
  }) =>
    townPageSeo({
      siteUrl: siteUrlFrom(args.matches),
      hours: hoursFrom(args.matches),
      notFound: { error: args.error, pathname: args.location.pathname },
      page: args.loaderData && { town: args.loaderData.town, ...page(args.loaderData) },
    })
}
