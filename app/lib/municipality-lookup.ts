import { municipalities, serviceAreas } from '#app/content/municipalities.ts'
import type { Municipality, ServiceArea } from '#app/content/types.ts'
import { landingSuffix } from './municipality-paths.ts'

/** Old or alternative slugs that name the same page: alias -> canonical slug. */
export const aliases: Readonly<Record<string, string>> = {
  'scranton-city': 'scranton',
}

const bySlug = new Map(municipalities.map((m) => [m.slug, m]))

function normalize(slug: string): string {
  return slug.trim().toLowerCase()
}

/** The municipality for a URL slug or alias; case and surrounding spaces are ignored. */
export function findMunicipality(slug: string): Municipality | undefined {
  const key = normalize(slug)
  return bySlug.get(aliases[key] ?? key)
}

export type AreaGroup = { area: ServiceArea; municipalities: Municipality[] }

/** The service areas in order, each with its municipalities in list order (footer, showroom). */
export function municipalitiesByArea(): AreaGroup[] {
  return serviceAreas.map((area) => ({
    area,
    municipalities: municipalities.filter((m) => m.area === area.id),
  }))
}

export { landingPath, rentalPath, townPath } from './municipality-paths.ts'

/** The municipality named by a landing-page segment such as "milford-golf-carts". */
export function parseLandingSlug(pathSegment: string): Municipality | undefined {
  const segment = normalize(pathSegment)
  if (!segment.endsWith(landingSuffix)) return undefined
  const slug = segment.slice(0, -landingSuffix.length)
  return slug ? findMunicipality(slug) : undefined
}
