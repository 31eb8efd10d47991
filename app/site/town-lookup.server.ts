import type { ServiceArea, Town } from '#app/kernel/dealer/types.ts'
import { regionLabels, splitEastToWest } from '#app/site/content/company.ts'
import { serviceAreas, towns } from '#app/site/content/towns.server.ts'

import { pageNotFound, townNotFound } from './town-page.ts'
import { landingSuffix, type TownGroup, type TownLink } from './town-paths.ts'

/** Old or alternative slugs that name the same page: alias -> canonical slug. */
export const aliases: Readonly<Record<string, string>> = {
  'scranton-city': 'scranton',
}

const bySlug = new Map(towns.map((m) => [m.slug, m]))

function normalize(slug: string): string {
  return slug.trim().toLowerCase()
}

/** The town for a URL slug or alias; case and surrounding spaces are ignored. */
export function findTown(slug: string): Town | undefined {
  const key = normalize(slug)
  return bySlug.get(aliases[key] ?? key)
}

export type AreaTowns = { area: ServiceArea; towns: Town[] }

/** The service areas in order, each with its towns in list order. */
export function townsByArea(): AreaTowns[] {
  return serviceAreas.map((area) => ({
    area,
    towns: towns.filter((m) => m.area === area.id),
  }))
}

/** The town named by a landing-page segment such as "milford-golf-carts". */
export function parseLandingSlug(pathSegment: string): Town | undefined {
  const segment = normalize(pathSegment)
  if (!segment.endsWith(landingSuffix)) return undefined
  const slug = segment.slice(0, -landingSuffix.length)
  return slug ? findTown(slug) : undefined
}

export type TownLookup =
  { found: true; town: Town } | { found: false; message: typeof townNotFound | typeof pageNotFound }

/**
 * The town a request names. `landing` is the one-segment route
 * ("/milford-golf-carts"), matched after every static route: a segment that
 * is not a landing slug at all is an ordinary unknown page, while a landing or
 * /towns/ slug that names no town is "Municipality not found".
 */
export function lookupTown(params: { landing?: string; slug?: string }): TownLookup {
  if (params.landing !== undefined) {
    const town = parseLandingSlug(params.landing)
    if (town) return { found: true, town }
    const isLandingShape = normalize(params.landing).endsWith(landingSuffix)
    return { found: false, message: isLandingShape ? townNotFound : pageNotFound }
  }
  const town = params.slug === undefined ? undefined : findTown(params.slug)
  return town ? { found: true, town } : { found: false, message: townNotFound }
}

function linkOf({ name, slug, type }: Town): TownLink {
  return { name, slug, type }
}

/**
 * Every service area with its towns' names and slugs only: what the footer,
 * home, showroom and rentals pages link to. Built once: the list is content
 * and does not change while the server runs.
 */
export const townGroups: TownGroup[] = townsByArea().map(({ area, towns }) => ({
  ...area,
  towns: towns.map(linkOf),
}))

/** The about page's service area: the Pike County area in three regions of five, east to west. */
export const serviceRegions: TownGroup[] = splitEastToWest(
  towns.filter((m) => m.area === 'pike'),
  regionLabels.length,
).map((group, i) => ({
  id: `region-${i + 1}`,
  ...regionLabels[i]!,
  towns: group.map(linkOf),
}))
