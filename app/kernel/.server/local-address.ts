import { defaultPort, exampleSiteUrl, type Settings } from './env'

/** Addresses that mean "every interface" or "this machine": a browser here opens localhost. */
const localHosts = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'])

/**
 * Where a browser on this machine reaches the server: http://localhost:3000,
 * or the one address HOST names. `port` is the one it listens on (PORT=0
 * picks a free one); without it, PORT, or the default when PORT is 0.
 */
export function localOrigin(settings: Pick<Settings, 'HOST' | 'PORT'>, port?: number): string {
  const host = localHosts.has(settings.HOST)
    ? 'localhost'
    : settings.HOST.includes(':')
      ? `[${settings.HOST}]`
      : settings.HOST
  return `http://${host}:${port ?? (settings.PORT || defaultPort)}`
}

/** Where links to the site should point, and whether they only work on this machine. */
export type LinkOrigin = { origin: string; local: boolean }

/** Whether SITE_URL names the site's address: its default is the example dealer's, where no link may point. */
export const siteUrlSet = (settings: Pick<Settings, 'SITE_URL'>) =>
  settings.SITE_URL !== exampleSiteUrl

/**
 * The origin of links made on this machine (the staff command's invitations
 * and reset links): SITE_URL when it is set; otherwise this machine's own
 * address, since a link to the example's leads nowhere on a fresh install.
 */
export function linkOrigin(settings: Settings): LinkOrigin {
  return siteUrlSet(settings)
    ? { origin: settings.SITE_URL, local: false }
    : { origin: localOrigin(settings), local: true }
}

/**
 * The origin of links an owner makes in the back office (the Staff page's
 * invitations): SITE_URL unless it is still the example's; then the address
 * the owner's own browser used, which a colleague on the same network can
 * open too. The owner reads the link before passing it on, so the request's
 * host is no risk here (a reset link asked for by anyone never comes from it).
 */
export function pageLinkOrigin(
  settings: Pick<Settings, 'SITE_URL'>,
  requestUrl: string,
): LinkOrigin {
  return siteUrlSet(settings)
    ? { origin: settings.SITE_URL, local: false }
    : { origin: new URL(requestUrl).origin, local: true }
}

/** What to tell whoever made a link that works on this machine only. */
export const setSiteUrlAdvice =
  'SITE_URL is not set, so this link works in a browser on this machine only (with the site running here: npm start). On a real server, set SITE_URL to the public address, e.g. SITE_URL=https://www.your-dealership.com, and run the command again.'
