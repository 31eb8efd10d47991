import type { IncomingMessage, ServerResponse } from 'node:http'

import { requestOrigin } from '../gate/host-header'
import { newNonce } from '../security'
import type { PageCache } from './page-cache'
import { sendFixed, sendSpliced, setFrameHeaders, splices } from './send-cached'

type CachedResponsesOptions = {
  cache: PageCache
  siteHost: string
  trustProxy: boolean
  /** gives the request its id and logs it once answered, as for every other request */
  track: (res: ServerResponse) => void
}

/**
 * Answers a cached response before Express, with the headers its middleware
 * chain gave it the first time: a body without per-request values (the JSON
 * API, route data, the sitemap) as it was, a page with this request's nonce
 * and time spliced into its compressed body. The cheapest answer this server
 * can give, for the most repeated requests. Only for what the edge gate let through before: an
 * anonymous GET (whose body the gate ignores too) with one Host, to a host
 * and URL already cached, the same string for string. Resolves false for
 * anything else, which goes to Express as usual.
 */
export function cachedResponses(options: CachedResponsesOptions) {
  const { cache, siteHost, trustProxy, track } = options
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (req.method !== 'GET') return false
    const origin = requestOrigin(req, siteHost, trustProxy)
    const key = origin ? cache.keyOf(req, origin) : undefined
    if (!key) return false
    const entry = (await cache.lookup(key).catch(() => undefined))?.hit
    if (!entry?.frame) return false
    if (entry.fixed) {
      track(res)
      for (const [name, value] of entry.frame) res.setHeader(name, value)
      sendFixed(req, res, entry)
      return true
    }
    // a page: this request's own nonce and time go where the rendering request's stood
    const values = { nonce: newNonce(), time: String(Date.now()) }
    if (!splices(entry, values)) return false
    track(res)
    setFrameHeaders(res, entry.frame, values.nonce)
    sendSpliced(req, res, entry, values)
    return true
  }
}
