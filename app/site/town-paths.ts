import type { TownType } from '#app/kernel/dealer/types.ts'

/**
 * The three URL shapes of a town, and the small link shape pages receive
 * from loaders. Kept apart from the town facts (server-only) so browser code
 * can build links without shipping every town's facts.
 */
type HasSlug = { slug: string }

/** What a page needs to link to a town: no facts, no coordinates. */
export type TownLink = { name: string; slug: string; type: TownType }

/** A service area with its towns, in list order. */
export type TownGroup = { id: string; name: string; description: string; towns: TownLink[] }

export const landingSuffix = '-golf-carts'

export function landingPath(m: HasSlug): string {
  return `/${m.slug}${landingSuffix}`
}

export function townPath(m: HasSlug): string {
  return `/towns/${m.slug}`
}

export function rentalPath(m: HasSlug): string {
  return `/rentals/${m.slug}`
}
