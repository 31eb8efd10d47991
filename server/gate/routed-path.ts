import type { Response } from 'express'

/** The path a request is routed on, in the one form every rule keyed by path compares. */
export type RoutedPath = {
  /**
   * The page's path: dot segments resolved, each segment percent-decoded (an
   * encoded "/" stays "%2F"), lower-case, without trailing slashes.
   */
  path: string
  /** a React Router data request (`/contact.data`, `/_root.data` for `/`) */
  data: boolean
}

const base = 'http://localhost'

/** One segment decoded as React Router decodes it; a segment that does not decode stays as sent. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replaceAll('/', '%2F')
  } catch {
    return segment
  }
}

/**
 * What React Router routes a request target on. Its request handler parses
 * the URL as a browser does (WHATWG: `/./`, `/x/../`, `%2e` and `\` resolved),
 * takes `.data` off a data request (as sent, before decoding), decodes each
 * segment and matches the routes ignoring case (no route of the site is
 * case-sensitive) and trailing slashes. Two slashes inside a path are not
 * collapsed: no route matches them, and neither does any rule.
 */
export function routedPath(target: string): RoutedPath {
  let pathname: string
  try {
    pathname = new URL(target, base).pathname
  } catch {
    pathname = target.split('?', 1)[0] ?? '/'
  }
  const data = pathname.endsWith('.data')
  const page =
    pathname === '/_root.data' ? '/' : data ? pathname.slice(0, -'.data'.length) : pathname
  const path = page
    .split('/')
    .map(decodeSegment)
    .join('/')
    .toLowerCase()
    .replace(/(?<=.)\/+$/, '')
  return { path: path || '/', data }
}

/** A request's routed path, worked out once per request (the edge gate's first step) and kept. */
export function routedPathOf(res: Response): RoutedPath {
  const locals = res.locals as { routed?: RoutedPath }
  locals.routed ??= routedPath(res.req.originalUrl)
  return locals.routed
}
