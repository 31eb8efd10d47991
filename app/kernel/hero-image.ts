export const heroImageCount = 8

/**
 * A stable string hash (djb2, unsigned 32-bit), so the same page always
 * gets the same hero scene on the server and in the browser.
 */
export function hashString(value: string): number {
  let hash = 5381
  for (let i = 0; i < value.length; i++) {
    hash = ((hash << 5) + hash + value.charCodeAt(i)) >>> 0
  }
  return hash
}

/** The hero scene for a page key, one of /images/heroes/hero-1.svg … hero-8.svg. */
export function heroImageFor(pageKey: string): string {
  return `/images/heroes/hero-${(hashString(pageKey) % heroImageCount) + 1}.svg`
}
