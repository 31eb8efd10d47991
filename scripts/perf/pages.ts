// The page types the performance goals cover, one URL each, and the carts
// the measured site is prepared with.

/** The cart that gets camera-sized photos (its page is "vehicle"). */
export const photoCart = 'evolution-d5-maverick-4-plus'
/** The cart marked sold (its page is "sold"). */
export const soldCart = 'evolution-classic-2-plus'

export type PageType = { name: string; path: string }

export const pageTypes: readonly PageType[] = [
  { name: 'home', path: '/' },
  { name: 'inventory', path: '/inventory' },
  { name: 'vehicle', path: `/vehicles/${photoCart}` },
  { name: 'contact', path: '/contact' },
  { name: 'eco-impact', path: '/eco-impact' },
  { name: 'town', path: '/towns/milford' },
  { name: 'town-rentals', path: '/rentals/milford' },
  { name: 'rentals', path: '/rentals' },
  { name: 'reserve', path: '/rentals/reserve' },
  { name: 'brand', path: '/evolution' },
  { name: 'policy', path: '/policies/rental-policy' },
  { name: 'sold', path: `/vehicles/${soldCart}` },
]

/** The JSON API measured beside the pages. */
export const apiTargets: readonly PageType[] = [{ name: 'api-vehicles', path: '/api/vehicles' }]

/** The page types named in `--pages a,b` (all without it); unknown names are an error. */
export function selectPages(names: string | undefined): readonly PageType[] {
  if (!names) return pageTypes
  const wanted = names.split(',').map((name) => name.trim())
  const known = [...pageTypes, ...apiTargets]
  const unknown = wanted.filter((name) => !known.some((page) => page.name === name))
  if (unknown.length > 0) {
    throw new Error(
      `unknown page type ${unknown.join(', ')}; known: ${known.map((p) => p.name).join(', ')}`,
    )
  }
  return pageTypes.filter((page) => wanted.includes(page.name))
}
