import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import type { InventoryVersion } from '#app/kernel/.server/cache/inventory-version.ts'
import { isBackOfficePath } from '#app/kernel/admin-page.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay, startOfDayInZone } from '#app/kernel/zoned-time.ts'

import { routedPath } from '../gate/routed-path'
import { prepareBrotliSplice, type SplicedBrotli } from './spliced-brotli'
import { gzipAsDeflate, prepareSplice, type SplicedDeflate } from './spliced-deflate'

/**
 * What differs per request in a cached page: the CSP nonce, and the time the
 * request came in (milliseconds, 13 digits) where a page shows it (the
 * contact form's start, which the spam check reads).
 */
export type PerRequest = { nonce: string; time: string }

/**
 * A public response cached in memory. HTML carries the request's CSP nonce, so
 * its body is cached, cut at the nonce (and at the request time, where it
 * stands) and joined with the next request's own: no visitor ever gets
 * another's. A body without either (JSON, XML, route data) is cached
 * compressed too, with a strong ETag per encoding.
 */
export type CachedResponse = {
  status: number
  headers: [string, string][]
  /** the body split where the rendering request's values stood */
  parts: string[]
  /** which value stood after each part but the last */
  slots: (keyof PerRequest)[]
  /** for a body with values: its parts compressed once, to send as deflate with any values */
  spliced?: SplicedDeflate
  /** the same in brotli, once compressed off the event loop (until then, or if it cannot be, none) */
  splicedBrotli?: SplicedBrotli
  /** for a body without a nonce: its bytes per encoding and its entity tag */
  fixed?: { tag: string; identity: Buffer; br: Buffer; gzip: Buffer; deflate: Buffer }
  /** for a body without a nonce: the headers the middleware chain gave it when first sent */
  frame?: [string, string | string[]][]
  version: string
  storedAt: number
  /** how long it is served at most: the cache's time to live, or less where the answer says `s-maxage` */
  cachedForMs: number
  /** the dealer's next midnight (ms): pages show today's hours, so none outlives its day */
  dayEndsAt: number
  bytes: number
}

export type PageCacheOptions = {
  version: InventoryVersion
  /** how long an entry is served at most, even when the inventory did not change */
  ttlMs?: number
  maxEntries?: number
  maxBytes?: number
}

export type PageCache = ReturnType<typeof createPageCache>

/**
 * Rendered public responses, valid while the inventory version they were
 * rendered at is current and for `ttlMs` at most. Only anonymous GETs are
 * cached (no cookie, no authorization), and only 200s that say nothing
 * against shared caching, set no cookie and bring no validators of their own.
 */
export function createPageCache(options: PageCacheOptions) {
  const ttlMs = options.ttlMs ?? 60_000
  const maxEntries = options.maxEntries ?? 500
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  // a Map iterates in insertion order: re-inserting on use makes it an LRU
  const entries = new Map<string, CachedResponse>()
  let totalBytes = 0

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    totalBytes -= entry.bytes
    entries.delete(key)
  }

  /** Compresses a page's brotli form in zlib's threads; kept if the page is still cached. */
  async function addBrotli(key: string, entry: CachedResponse) {
    const lengths = entry.spliced?.valueLengths ?? []
    const brotli = await prepareBrotliSplice(entry.parts, lengths, 9).catch(() => undefined)
    if (!brotli || entries.get(key) !== entry) return
    entry.splicedBrotli = brotli
    const bytes = brotli.parts.reduce((sum, part) => sum + part.length, 0)
    entry.bytes += bytes
    totalBytes += bytes
  }

  return {
    /** The cache key of a request it may answer, else undefined. */
    /** (Node's own request, as Express has not rewritten its URL by then) */
    keyOf(req: IncomingMessage, origin: string): string | undefined {
      if (req.method !== 'GET') return undefined
      if (req.headers.cookie || req.headers.authorization) return undefined
      const url = req.url ?? '/'
      if (isBackOfficePath(routedPath(url).path)) return undefined
      return `${origin}${url}`
    },

    /** The entry still valid for this key, and the version a new one is rendered at. */
    async lookup(key: string): Promise<{ hit?: CachedResponse; version: string }> {
      const version = await options.version.current()
      const entry = entries.get(key)
      if (!entry) return { version }
      const now = Date.now()
      if (
        entry.version !== version ||
        now - entry.storedAt > entry.cachedForMs ||
        now >= entry.dayEndsAt
      ) {
        remove(key)
        return { version }
      }
      entries.delete(key)
      entries.set(key, entry)
      return { hit: entry, version }
    },

    /** Whether a response may be cached for every anonymous visitor. */
    accepts(response: globalThis.Response): boolean {
      if (response.status !== 200 || response.headers.has('set-cookie')) return false
      // a route with validators of its own (the feeds) answers its conditional requests itself
      if (response.headers.has('etag') || response.headers.has('last-modified')) return false
      const cacheControl = response.headers.get('cache-control') ?? ''
      if (/no-store|private/i.test(cacheControl)) return false
      if (sharedMaxAgeMs(cacheControl) === 0) return false
      const vary = response.headers.get('vary')
      return !vary || /^\s*accept-encoding\s*$/i.test(vary)
    },

    store(
      key: string,
      version: string,
      response: globalThis.Response,
      body: string,
      values: PerRequest,
    ): CachedResponse {
      const { parts, slots } = cutAtValues(body, values)
      const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length')
      const entry: CachedResponse = {
        status: response.status,
        headers,
        parts,
        slots,
        version,
        storedAt: Date.now(),
        cachedForMs: Math.min(
          ttlMs,
          sharedMaxAgeMs(response.headers.get('cache-control')) ?? ttlMs,
        ),
        dayEndsAt: nextDealerMidnight(Date.now()),
        bytes: body.length * 2,
      }
      if (parts.length > 1) {
        entry.spliced = prepareSplice(
          parts,
          slots.map((slot) => Buffer.byteLength(values[slot])),
        )
        entry.bytes += entry.spliced.parts.reduce((sum, part) => sum + part.length, 0)
        void addBrotli(key, entry)
      } else {
        const identity = Buffer.from(body)
        const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
        const br = brotliCompressSync(identity, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
        })
        const gzip = gzipSync(identity, { level: 9 })
        const deflate = gzipAsDeflate(gzip, identity)
        entry.fixed = { tag, identity, br, gzip, deflate }
        entry.bytes = identity.length + br.length + gzip.length + deflate.length
      }
      remove(key)
      entries.set(key, entry)
      totalBytes += entry.bytes
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && totalBytes <= maxBytes) break
        remove(oldest)
      }
      return entry
    },

    get size() {
      return entries.size
    },
  }
}

/**
 * `s-maxage` in milliseconds, if the answer gives one: a page that changes
 * without the inventory's version moving (the reservation form's free days)
 * is cached no longer than it says.
 */
export function sharedMaxAgeMs(cacheControl: string | null): number | undefined {
  const seconds = /(?:^|[,\s])s-maxage=(\d+)/i.exec(cacheControl ?? '')?.[1]
  return seconds === undefined ? undefined : Number(seconds) * 1000
}

/** The body cut at each place one of the request's values stands, and which one stood there. */
export function cutAtValues(body: string, values: PerRequest) {
  const parts: string[] = []
  const slots: (keyof PerRequest)[] = []
  const names = (['nonce', 'time'] as const).filter((name) => values[name] !== '')
  let from = 0
  for (;;) {
    let next: { at: number; name: keyof PerRequest } | undefined
    for (const name of names) {
      const at = body.indexOf(values[name], from)
      if (at !== -1 && (!next || at < next.at)) next = { at, name }
    }
    if (!next) break
    parts.push(body.slice(from, next.at))
    slots.push(next.name)
    from = next.at + values[next.name].length
  }
  parts.push(body.slice(from))
  return { parts, slots }
}

/** The cached body with this request's values where the rendering request's stood. */
export function joinValues(entry: Pick<CachedResponse, 'parts' | 'slots'>, values: PerRequest) {
  return entry.parts.reduce((body, part, i) => body + values[entry.slots[i - 1]!] + part)
}

/** The instant the dealer's next calendar day starts. */
export function nextDealerMidnight(at: number): number {
  const tomorrow = addDays(calendarDay(new Date(at), business.timeZone), 1)
  return startOfDayInZone(tomorrow, business.timeZone)?.getTime() ?? at
}
