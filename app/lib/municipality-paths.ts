/**
 * The three URL shapes of a municipality. Kept apart from the municipality
 * data so the site frame can build links without shipping every town's
 * facts to the browser.
 */
type HasSlug = { slug: string }

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
