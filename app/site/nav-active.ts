/**
 * Whether a navigation link is the current one: Home only on the exact root,
 * every other link on any path that begins with its route.
 */
export function isNavActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/'
  return pathname === to || pathname.startsWith(`${to}/`)
}
