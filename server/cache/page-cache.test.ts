import type { IncomingMessage } from 'node:http'

import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  createPageCache,
  cutAtValues,
  joinValues,
  nextDealerMidnight,
  sharedMaxAgeMs,
} from './page-cache'

const origin = 'https://www.keystone-golfcarts.example'

function requestFor(
  url: string,
  options: { method?: string; cookie?: string } = {},
): IncomingMessage {
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {}
  return {
    method: options.method ?? 'GET',
    url,
    headers,
  } as IncomingMessage
}

function versioned(start = 1) {
  // the inventory version's key, as `inventoryVersion` gives it
  let value = start
  return { current: () => Promise.resolve(`${value}@`), bump: () => void value++ }
}

const html = (headers: Record<string, string> = {}, status = 200) =>
  new Response('x', { status, headers: { 'content-type': 'text/html', ...headers } })

describe('createPageCache', () => {
  it('keeps only anonymous GETs of public paths, the query string included in the key', () => {
    const cache = createPageCache({ version: versioned() })
    expect(cache.keyOf(requestFor('/inventory?brand=denago'), origin)).toBe(
      `${origin}/inventory?brand=denago`,
    )
    expect(cache.keyOf(requestFor('/contact', { method: 'POST' }), origin)).toBeUndefined()
    expect(cache.keyOf(requestFor('/', { cookie: '__Host-session=1' }), origin)).toBeUndefined()
    expect(cache.keyOf(requestFor('/admin/inventory'), origin)).toBeUndefined()
    expect(cache.keyOf(requestFor('/admin.data'), origin)).toBeUndefined()
    expect(cache.keyOf(requestFor('/admin?tab=leads'), origin)).toBeUndefined()
    expect(cache.keyOf(requestFor('/', { method: 'HEAD' }), origin)).toBeUndefined()
  })

  it('refuses answers meant for one visitor or for nobody to keep', () => {
    const cache = createPageCache({ version: versioned() })
    expect(cache.accepts(html({ 'cache-control': 'no-cache' }))).toBe(true)
    expect(cache.accepts(html({ 'cache-control': 'private, no-cache' }))).toBe(false)
    expect(cache.accepts(html({ 'cache-control': 'no-store' }))).toBe(false)
    expect(cache.accepts(html({ 'set-cookie': 'a=1' }))).toBe(false)
    expect(cache.accepts(html({ vary: 'Cookie' }))).toBe(false)
    expect(cache.accepts(html({}, 404))).toBe(false)
    expect(cache.accepts(html({ etag: '"own"' }))).toBe(false)
    expect(cache.accepts(html({ 'last-modified': new Date().toUTCString() }))).toBe(false)
    expect(cache.accepts(html({ 'cache-control': 'max-age=0, s-maxage=0' }))).toBe(false)
    expect(cache.accepts(html({ 'cache-control': 'max-age=0, s-maxage=1' }))).toBe(true)
  })

  it('cuts the body at the nonce, and drops an entry once the inventory version moves', async () => {
    const version = versioned()
    const cache = createPageCache({ version })
    const first = await cache.lookup('k')
    expect(first.hit).toBeUndefined()
    cache.store('k', first.version, html(), '<script nonce="abc">1</script>', {
      nonce: 'abc',
      time: '1790000000000',
    })
    const hit = (await cache.lookup('k')).hit
    expect(hit && joinValues(hit, { nonce: 'xyz', time: '1' })).toBe(
      '<script nonce="xyz">1</script>',
    )
    expect(hit?.fixed).toBeUndefined()
    version.bump()
    expect((await cache.lookup('k')).hit).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops an entry after its time to live, and the least recently used past the limit', async () => {
    const cache = createPageCache({ version: versioned(), ttlMs: 0, maxEntries: 2 })
    const values = { nonce: 'n', time: '1790000000000' }
    cache.store('a', '1@', html(), 'a', values)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await cache.lookup('a')).hit).toBeUndefined()

    const lru = createPageCache({ version: versioned(), maxEntries: 2 })
    lru.store('a', '1@', html(), 'a', values)
    lru.store('b', '1@', html(), 'b', values)
    await lru.lookup('a') // used: b is now the oldest
    lru.store('c', '1@', html(), 'c', values)
    expect((await lru.lookup('b')).hit).toBeUndefined()
    expect((await lru.lookup('a')).hit).toBeDefined()
    expect((await lru.lookup('c')).hit).toBeDefined()
  })

  it('keeps a body without a nonce compressed, with an entity tag', async () => {
    const cache = createPageCache({ version: versioned() })
    const entry = cache.store('api', '1@', html(), '[{"id":"a"}]'.repeat(100), {
      nonce: 'nonce',
      time: '1790000000000',
    })
    expect(entry.fixed?.tag).toMatch(/^[\w-]{27}$/)
    expect(entry.fixed?.br.length).toBeLessThan(entry.fixed?.identity.length ?? 0)
  })

  it("cuts a page at its nonce and at the time it was shown, and joins in the next request's", () => {
    const body =
      '<script nonce="N0NCE">{"formStartedAt":1790000000000}</script><input value="1790000000000"><b nonce="N0NCE">'
    const cut = cutAtValues(body, { nonce: 'N0NCE', time: '1790000000000' })
    expect(cut.slots).toEqual(['nonce', 'time', 'time', 'nonce'])
    expect(joinValues(cut, { nonce: 'FRESH', time: '1790000009999' })).toBe(
      '<script nonce="FRESH">{"formStartedAt":1790000009999}</script><input value="1790000009999"><b nonce="FRESH">',
    )
  })
})

describe('a cached page and the dealer’s day', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is cached no longer than its s-maxage, when it gives one shorter than the cache’s', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T15:00:00Z'), toFake: ['Date'] })
    const cache = createPageCache({ version: versioned(), ttlMs: 60_000 })
    const brief = `${origin}/rentals/reserve`
    const plain = `${origin}/services`
    const none = { nonce: '', time: '' }
    cache.store(brief, '1@', html({ 'cache-control': 'max-age=0, s-maxage=2' }), 'free days', none)
    cache.store(plain, '1@', html({ 'cache-control': 'no-cache' }), 'services', none)
    vi.setSystemTime(new Date('2026-11-26T15:00:02Z'))
    expect((await cache.lookup(brief)).hit).toBeDefined()
    vi.setSystemTime(new Date('2026-11-26T15:00:02.001Z'))
    expect((await cache.lookup(brief)).hit).toBeUndefined()
    expect((await cache.lookup(plain)).hit).toBeDefined()
    expect(sharedMaxAgeMs('public, s-maxage=30, max-age=0')).toBe(30_000)
    expect(sharedMaxAgeMs('no-cache')).toBeUndefined()
  })

  it('is dropped at the dealer’s midnight, so no page shows yesterday’s “today”', async () => {
    // 11:59:30 PM in Pennsylvania (EST), November 26
    vi.useFakeTimers({ now: new Date('2026-11-27T04:59:30Z'), toFake: ['Date'] })
    const cache = createPageCache({ version: versioned(), ttlMs: 3_600_000 })
    const key = `${origin}/contact`
    cache.store(key, '1@', html(), 'Closed today: Thanksgiving', { nonce: '', time: '' })
    vi.setSystemTime(new Date('2026-11-27T04:59:59Z'))
    expect((await cache.lookup(key)).hit).toBeDefined()
    vi.setSystemTime(new Date('2026-11-27T05:00:00Z'))
    expect((await cache.lookup(key)).hit).toBeUndefined()
  })

  it('finds the next midnight across a daylight-saving change', () => {
    // clocks go back on Sunday November 1, 2026: midnight is 4:00 UTC before it, 5:00 after
    expect(new Date(nextDealerMidnight(Date.parse('2026-10-31T16:00:00Z'))).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    )
    expect(new Date(nextDealerMidnight(Date.parse('2026-11-01T16:00:00Z'))).toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    )
  })
})
