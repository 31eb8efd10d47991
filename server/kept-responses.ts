import type { RequestHandler, Response } from 'express'

import { requestOrigin } from './host-header'
import type { CachedResponse, PageCache } from './page-cache'
import { sendCached } from './send-cached'

/**
 * Answers a kept response without a per-request value (the JSON API, route
 * data, the sitemap) before the rest of the chain, with the headers that
 * chain gave it the first time. Only for what the edge gate let through
 * before: an anonymous GET or HEAD (whose body the gate ignores too) to a
 * host and URL already kept, the same string for string, with one Host.
 * Anything else goes on as usual.
 */
export function keptResponses(
  cache: PageCache,
  siteHost: string,
  logRequest: (res: Response) => void,
): RequestHandler {
  return async (req, res, next) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next()
      const origin = requestOrigin(req, siteHost)
      const key = origin ? cache.keyOf(req, origin) : undefined
      const entry: CachedResponse | undefined = key
        ? (await cache.lookup(key).catch(() => undefined))?.hit
        : undefined
      if (!entry?.fixed || !entry.frame) return next()
      logRequest(res)
      for (const [name, value] of entry.frame) res.setHeader(name, value)
      sendCached(req, res, entry, { nonce: '', time: '' })
    } catch (error) {
      next(error)
    }
  }
}
