import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { csrfFrom, invitePath, sessionPair, withDatabase } from '#tests/support/admin.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { decodedBody, type Raw, raw, rawRequest } from '#tests/support/raw-http.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * Public responses are cached in each server's memory. Two servers on
 * one database: a cart marked sold through one server's back office leaves
 * the other's pages and API within its recheck time. Cached pages still get a
 * nonce of their own; the API answers 304 to a copy it still has; build
 * assets go out pre-compressed with a year of caching.
 */

let database: TestDatabase
let front: TestServer
let office: TestServer
const recheckMs = 300
const cart = 'denago-ev-city'

beforeAll(async () => {
  database = await createTestDatabase()
  front = await startServer({ INVENTORY_RECHECK_MS: String(recheckMs) }, database)
  office = await startServer({}, database)
})
afterAll(async () => {
  await front?.stop()
  await office?.stop()
  await database?.drop()
})

const listed = async (server: TestServer) =>
  ((await (await fetch(`${server.url}/api/vehicles`)).json()) as { id: string }[]).map((v) => v.id)

const soldNotice = async (server: TestServer) =>
  (await (await fetch(`${server.url}/vehicles/${cart}`)).text()).includes('id="sold-heading"')

async function markSoldThroughBackOffice() {
  const invite = await invitePath(office.databaseUrl, 'lee@example.com', 'staff')
  const accepted = await fetch(`${office.url}${invite}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: office.url },
    body: new URLSearchParams({ name: 'Lee Staff', password: 'harbor lantern quiet meadow' }),
    redirect: 'manual',
  })
  const cookie = sessionPair(accepted.headers.get('set-cookie'))
  const edit = await (
    await fetch(`${office.url}/admin/inventory/${cart}`, { headers: { cookie } })
  ).text()
  // the status the page shows, which the change must start from
  const expected = /name="expected" value="(\w+)"/.exec(edit)?.[1] ?? ''
  const saved = await fetch(`${office.url}/admin/inventory/${cart}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: office.url,
      cookie,
    },
    body: new URLSearchParams({ intent: 'status', status: 'sold', expected, csrf: csrfFrom(edit) }),
    redirect: 'manual',
  })
  expect(saved.status).toBe(302)
}

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not true within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Date.now() - started
}

describe('cached public responses', () => {
  it('show a cart sold on another server within the recheck time', async () => {
    // both cached on the front server first
    expect(await listed(front)).toContain(cart)
    expect(await soldNotice(front)).toBe(false)
    expect(await listed(front)).toContain(cart)
    const before = (await raw(`${front.url}/api/vehicles`)).headers.etag

    await markSoldThroughBackOffice()

    await eventually(async () => !(await listed(front)).includes(cart), recheckMs + 2000)
    await eventually(() => soldNotice(front), recheckMs + 2000)
    expect((await raw(`${front.url}/api/vehicles`)).headers.etag).not.toBe(before)
  })

  it('give every visitor a nonce of their own on a cached page', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await fetch(`${front.url}/inventory`)
        const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')
        return { nonce: nonce?.[1] ?? '', html: await response.text() }
      }),
    )
    expect(new Set(pages.map((page) => page.nonce)).size).toBe(3)
    for (const page of pages) {
      expect(page.html).toContain(`nonce="${page.nonce}"`)
      for (const other of pages) {
        if (other !== page) expect(page.html).not.toContain(other.nonce)
      }
    }
  })

  it('go out compressed once, with only the nonce put in per request', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate' }
    const first = await raw(`${front.url}/inventory`, headers)
    const second = await raw(`${front.url}/inventory`, headers)
    for (const page of [first, second]) {
      expect(page.headers['content-encoding']).toBe('deflate')
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1]
      const html = inflateSync(page.body).toString()
      expect(html).toContain(`nonce="${nonce}"`)
      expect(html).toContain('</html>')
    }
    const withoutNonce = (page: Raw) =>
      inflateSync(page.body)
        .toString()
        .replace(/nonce="[^"]+"/g, '')
    expect(withoutNonce(second)).toBe(withoutNonce(first))
  })

  it('go out in brotli, spliced like deflate, once its form is ready', async () => {
    const url = `${front.url}/rentals`
    await raw(url, { 'accept-encoding': 'gzip, deflate' })
    // the brotli form is compressed in zlib's threads after the page is cached
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    await expect.poll(async () => (await raw(url, browser)).headers['content-encoding']).toBe('br')
    const [withBrowsers, brOnly, deflated] = await Promise.all([
      raw(url, browser),
      raw(url, { 'accept-encoding': 'br' }),
      raw(url, { 'accept-encoding': 'deflate' }),
    ])
    for (const page of [withBrowsers, brOnly]) {
      expect(page.headers['content-encoding']).toBe('br')
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1]
      const html = brotliDecompressSync(page.body).toString()
      expect(html).toContain(`nonce="${nonce}"`)
      expect(html).toContain('</html>')
      // put in as it is (an uncompressed meta-block), not compressed with the page
      expect(page.body.includes(Buffer.from(`${nonce}"`))).toBe(true)
      expect(page.body.length).toBeLessThan(deflated.body.length)
    }
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, '')
    expect(withoutNonce(decodedBody(brOnly))).toBe(withoutNonce(decodedBody(deflated)))
  })

  it('go out before the rest of the chain with the headers the rendered answer had', async () => {
    const url = `${front.url}/services`
    const headers = { 'accept-encoding': 'gzip, deflate' }
    const rendered = await raw(url, headers)
    const cached = await raw(url, headers)
    const frame = (page: Raw) => {
      const {
        date: _date,
        'x-request-id': _id,
        'content-length': _length,
        'content-security-policy': policy,
        ...rest
      } = page.headers
      return { ...rest, policy: String(policy).replace(/'nonce-[^']+'/, "'nonce-'") }
    }
    expect(frame(cached)).toEqual(frame(rendered))
    expect(cached.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(cached.headers['x-request-id']).not.toBe(rendered.headers['x-request-id'])
    const nonceOf = (page: Raw) =>
      /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1]
    expect(nonceOf(cached)).not.toBe(nonceOf(rendered))
    expect(inflateSync(cached.body).toString()).toContain(`nonce="${nonceOf(cached)}"`)
  })

  it('give the contact form, cached or not, the time it is shown to each visitor', async () => {
    const shown = async (encoding: string) => {
      const before = Date.now()
      const response = await raw(`${front.url}/contact`, { 'accept-encoding': encoding })
      expect(response.headers['cache-control']).toBe('no-cache')
      const html = (encoding === 'deflate' ? inflateSync(response.body) : response.body).toString()
      const inForm = Number(/name="formStartedAt" value="(\d+)"/.exec(html)?.[1])
      expect(inForm).toBeGreaterThanOrEqual(before)
      expect(inForm).toBeLessThanOrEqual(Date.now())
      // the form's island reads the time from the form: no other copy could be cached stale
      expect(html.match(/formStartedAt/g)).toHaveLength(1)
      return inForm
    }
    const first = await shown('deflate')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const second = await shown('deflate')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const third = await shown('identity')
    expect(second).toBeGreaterThan(first)
    expect(third).toBeGreaterThan(second)
  })
})

describe('the reservation form', () => {
  // a server of its own that keeps the page and its calendars for seconds: the
  // page is still the one cached when asked again, however slow this machine is
  const cachedMs = 4000
  let reserve: TestServer
  beforeAll(async () => {
    reserve = await startServer({ INVENTORY_RECHECK_MS: String(cachedMs) }, database)
  })
  afterAll(() => reserve?.stop())

  it('is cached for the recheck time at most, so a cart blocked meanwhile shows within it', async () => {
    const page = `${reserve.url}/rentals/reserve?type=utility`
    const freeDays = async () => {
      const response = await fetch(page)
      expect(response.headers.get('cache-control')).toBe(`max-age=0, s-maxage=${cachedMs / 1000}`)
      return ((await response.text()).match(/>Free<\/li>/g) ?? []).length
    }
    expect(await freeDays()).toBeGreaterThan(0)
    // the page and its calendars are cached by now
    const cachedBy = Date.now()
    // every utility cart in maintenance from now on: a change that moves no version
    await withDatabase(reserve.databaseUrl, async (db) => {
      const carts = await db
        .selectFrom('rental_carts')
        .select('id')
        .where('cart_type', '=', 'utility')
        .execute()
      expect(carts.length).toBeGreaterThan(0)
      await db
        .insertInto('rental_maintenance')
        .values(
          carts.map(({ id }) => ({
            id: `block-${id}`,
            cart_id: id,
            first_day: '2000-01-01',
            last_day: '9999-12-31',
            reason: 'Test block',
            created_by: null,
            created_at: new Date().toISOString(),
          })),
        )
        .execute()
    })
    // asked again at once, it is still the page cached before the change
    expect(await freeDays()).toBeGreaterThan(0)
    // asked until the block shows, each answer timed from when it was asked: on a busy
    // machine an answer takes long, so what is held to the recheck time is the asking
    let lastCachedAskedAt = cachedBy
    await eventually(async () => {
      const askedAt = Date.now()
      const free = await freeDays()
      if (free > 0) lastCachedAskedAt = askedAt
      return free === 0
    }, cachedMs + 10_000)
    // cached, but not past the recheck time: the page's s-maxage, and its calendars' with it
    expect(lastCachedAskedAt - cachedBy).toBeLessThanOrEqual(cachedMs)
    expect(await freeDays()).toBe(0)
  })
})

describe('GET /api/vehicles validators', () => {
  it('sends a strong ETag per encoding and 304 to a client that has it', async () => {
    const url = `${front.url}/api/vehicles`
    const first = await raw(url, { 'accept-encoding': 'br' })
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['cache-control']).toBe('public, no-cache')
    expect(first.headers.vary).toMatch(/accept-encoding/i)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[^"]+"$/)
    const plain = await raw(url)
    expect(plain.headers.etag).not.toBe(etag)
    expect(JSON.parse(brotliDecompressSync(first.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    )

    const again = await raw(url, { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    const stale = await raw(url, { 'if-none-match': '"something-else"' })
    expect(stale.status).toBe(200)
  })

  it('validates one cart the same way', async () => {
    const url = `${front.url}/api/vehicles/evolution-d6-max-xt4`
    const first = await raw(url, { 'accept-encoding': 'gzip' })
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(first.body).toString())).toMatchObject({
      id: 'evolution-d6-max-xt4',
    })
    const again = await raw(url, {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
  })
})

describe('cached API answers', () => {
  it('go out before the rest of the chain with the headers it gave them, and a request id of their own', async () => {
    const url = `${front.url}/api/vehicles?brand=denago`
    const first = await raw(url, { 'accept-encoding': 'gzip' })
    const cached = await raw(url, { 'accept-encoding': 'gzip' })
    expect(cached.status).toBe(200)
    const frame = (headers: Raw['headers']) => {
      const {
        date: _date,
        'x-request-id': _id,
        'content-security-policy': policy,
        ...rest
      } = headers
      return { ...rest, policy: String(policy).replace(/ 'nonce-[^']*'/g, '') }
    }
    expect(frame(cached.headers)).toEqual(frame(first.headers))
    expect(cached.headers['x-content-type-options']).toBe('nosniff')
    expect(cached.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/)
    expect(cached.headers['x-request-id']).toMatch(/^[\w-]{36}$/)
    expect(cached.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    expect(gunzipSync(cached.body).equals(gunzipSync(first.body))).toBe(true)
  })

  it('still refuse what the gate refuses, such as a second Host', async () => {
    const { host } = new URL(front.url)
    expect((await raw(`${front.url}/api/vehicles`)).status).toBe(200)
    const twoHosts = await rawRequest(front.url, [
      `GET /api/vehicles HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
    ])
    expect(twoHosts.status).toBe(400)
  })
})

describe('build assets', () => {
  it('go out as the brotli or gzip file made at build time, cached for a year', async () => {
    // the home page loads no script: the inventory page starts its island (whose
    // module, unlike the islands entry, is big enough to be sent compressed)
    const html = await (await fetch(`${front.url}/inventory`)).text()
    const asset = /\/assets\/islands-inventory-browser-[^"\\]+\.js/.exec(html)?.[0] ?? ''
    expect(asset).toBeTruthy()
    const file = path.join(process.env.BUILD_DIR ?? 'build', 'client', asset)
    const url = `${front.url}${asset}`

    const br = await raw(url, { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.body.equals(readFileSync(`${file}.br`))).toBe(true)

    const gzip = await raw(url, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(readFileSync(file))).toBe(true)

    const plain = await raw(url)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.body.equals(readFileSync(file))).toBe(true)
  })

  it("carry a subresource's headers only: no document policies, no date to revalidate", async () => {
    const html = await (await fetch(`${front.url}/inventory`)).text()
    const asset = /\/assets\/islands-inventory-browser-[^"\\]+\.js/.exec(html)?.[0] ?? ''
    const script = await raw(`${front.url}${asset}`, { 'accept-encoding': 'br' })
    expect(script.status).toBe(200)
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(script.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    for (const name of ['content-security-policy', 'x-frame-options', 'last-modified']) {
      expect(script.headers[name], name).toBeUndefined()
    }
    // the page that loads it keeps every policy of a document
    const page = await raw(`${front.url}/inventory`)
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
  })
})
