import { deskFeedPath } from '#app/rentals/.server/desk-feed.ts'
import { reservationPath } from '#app/rentals/rental-paths.ts'
import { alertPaths } from '#app/sales/alert-paths.ts'
import { holdReturnPath } from '#app/sales/cart-hold.ts'
import { jobPagePath } from '#app/service/service-paths.ts'
import { linkPath } from '#app/staff/.server/one-time-links.ts'

import { type RoutedPath, routedPath } from './gate/routed-path'

/** The part of a link before its secret, from the helper that builds the link. */
function before(link: (secret: string) => string): string {
  const marker = '\u0000'
  const built = link(marker)
  return built.slice(0, built.indexOf(marker)).toLowerCase()
}

let prefixes: readonly string[] | undefined

/**
 * Every address whose segment after this prefix is a secret, the link's only
 * key: a renter's reservation, a buyer's alert links and hold, a service customer's job (its estimate and invoice), a showroom's
 * calendar feed, and staff's one-time invitations and password resets. Built
 * on first use, from the helpers the links are made with.
 */
export function secretLinkPrefixes(): readonly string[] {
  prefixes ??= [
    reservationPath,
    alertPaths.confirm,
    alertPaths.manage,
    alertPaths.unsubscribe,
    deskFeedPath,
    holdReturnPath,
    jobPagePath,
    (secret: string) => linkPath('invite', secret),
    (secret: string) => linkPath('reset', secret),
  ].map(before)
  return prefixes
}

/** The secret link's prefix a routed path opens, if it opens one. */
export function secretLinkOf(routed: RoutedPath): string | undefined {
  return secretLinkPrefixes().find(
    (prefix) => routed.path.startsWith(prefix) && routed.path.length > prefix.length,
  )
}

/**
 * A request target fit for the log: a secret link's address, however it was
 * spelled (encoded, in capitals, with dot segments, as a data request), as
 * its prefix, "[redacted]" and its query; anything else as sent.
 */
export function withoutSecret(target: string): string {
  const prefix = secretLinkOf(routedPath(target))
  if (!prefix) return target
  const query = target.indexOf('?')
  return `${prefix}[redacted]${query < 0 ? '' : target.slice(query)}`
}
