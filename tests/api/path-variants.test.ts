import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactJson, host } from '#tests/support/hostile-cases.ts'
import { head, rawRequest } from '#tests/support/raw-http.ts'
import { reserveForm, saturdayAhead } from '#tests/support/reserve-form.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer({
    CONTACT_RATE_LIMIT: '1',
    RESERVE_RATE_LIMIT: '1',
    ALERT_RATE_LIMIT: '1',
  })
})
afterAll(() => server.stop())

const formType = 'application/x-www-form-urlencoded'

/** A post with its target sent byte for byte as given (fetch would normalise it first). */
function post(target: string, body: string, type = formType) {
  return rawRequest(server.url, [
    head(`POST ${target} HTTP/1.1`, [
      host,
      `Content-Type: ${type}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
    ]) + body,
  ])
}

const count = async (table: string) =>
  Number((await server.query<{ n: number }>(`select count(*) as n from ${table}`))[0]?.n)

/** The same route spelled as routing still reads it: encoded, in capitals, with dot segments or trailing slashes. */
function spellings(path: string): string[] {
  const [, first = '', rest = ''] = /^\/(.)(.*)$/.exec(path) ?? []
  const hex = `%${first.charCodeAt(0).toString(16)}`
  const segments = path.split('/')
  const last = segments.pop() ?? ''
  const parent = segments.join('/')
  return [
    `/${hex}${rest}`,
    `/${hex.toUpperCase()}${rest}`,
    path.toUpperCase(),
    `${path}/`,
    `${path}//`,
    `${parent}/./${last}`,
    `${parent}/%2e/${last}`,
    `${parent}/x/../${last}`,
    `${parent}/x/%2E%2E/${last}`,
    // a backslash reads as a slash (a leading one is no origin-form target)
    ...(parent ? [`${parent}\\${last}`] : []),
    `${path}#x`,
    `${path}.data`,
    `/${hex}${rest}.data`,
  ]
}

/** Spellings routing does not take: no route answers them, so nothing may be stored. */
const unrouted = (path: string) => [`/${path.slice(1).replace('/', '//')}`, `/${path}`]

describe('form rate limits whatever the spelling of the address', { timeout: 120_000 }, () => {
  it('refuses a reservation request past the limit at every spelling of /rentals/reserve', async () => {
    let week = 3
    const form = () =>
      new URLSearchParams(reserveForm({ startDay: saturdayAhead(week++), days: '1' })).toString()
    expect((await post('/rentals/reserve', form())).status).toBe(303)
    expect((await post('/rentals/reserve', form())).status).toBe(429)
    for (const target of spellings('/rentals/reserve')) {
      expect((await post(target, form())).status, target).toBe(429)
    }
    for (const target of unrouted('/rentals/reserve')) {
      expect([400, 404], target).toContain((await post(target, form())).status)
    }
    expect(await count('rental_reservations')).toBe(1)
  })

  it('refuses an alert request past the limit at every spelling of /alerts', async () => {
    let n = 0
    const form = () =>
      new URLSearchParams({
        email: `buyer${n++}@example.com`,
        kind: 'search',
        filters: 'brand=denago',
      }).toString()
    expect((await post('/alerts', form())).status).toBe(200)
    expect((await post('/alerts', form())).status).toBe(429)
    for (const target of spellings('/alerts')) {
      expect((await post(target, form())).status, target).toBe(429)
    }
    expect(await count('alert_subscriptions')).toBe(1)
  })

  it('refuses a contact message past the limit at every spelling of the API and the form', async () => {
    expect((await post('/api/contact', contactJson, 'application/json')).status).toBe(201)
    for (const target of ['/api/contact', ...spellings('/api/contact')]) {
      expect((await post(target, contactJson, 'application/json')).status, target).toBe(429)
    }
    const form = new URLSearchParams(JSON.parse(contactJson) as Record<string, string>).toString()
    for (const target of ['/contact', ...spellings('/contact')]) {
      expect((await post(target, form)).status, target).toBe(429)
    }
    expect(await count('contact_messages')).toBe(1)
  })
})

describe('error pages under /assets', () => {
  it('carry the document policies: a page is a document whatever its path', async () => {
    const missing = await rawRequest(server.url, [head('GET /assets/nope.js HTTP/1.1', [host])])
    const posted = await post('/assets/x.js', 'a=b')
    expect(missing.status).toBe(404)
    expect(posted.status).toBe(405)
    for (const page of [missing, posted]) {
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/)
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
    }
  })
})

describe('the request log', () => {
  const token = 'Zq9_-ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkl'

  it('never carries the secret of a link, however the address is spelled', async () => {
    const links = [
      `/rentals/reservation/${token}`,
      `/alerts/confirm/${token}`,
      `/alerts/manage/${token}`,
      `/alerts/unsubscribe/${token}`,
      `/feeds/rental-desk/${token}.ics`,
      `/admin/invite/${token}`,
    ]
    const targets = links.flatMap((link) => [
      link,
      `${link}.data`,
      `${link}?x=1`,
      `/${link.slice(1, 2).toUpperCase()}${link.slice(2)}`,
      `/%${link.charCodeAt(1).toString(16)}${link.slice(2)}`,
      link.replace(/\/([^/]+)$/, '/./$1'),
    ])
    for (const target of targets) {
      await rawRequest(server.url, [head(`GET ${target} HTTP/1.1`, [host])])
    }
    await post(`/alerts/unsubscribe/${token}`, 'a=b')
    const logs = server.logs()
    expect(logs).toContain('/rentals/reservation/[redacted]')
    expect(logs).toContain('/feeds/rental-desk/[redacted]')
    expect(logs).not.toContain(token)
    expect(logs.toLowerCase()).not.toContain(token.toLowerCase())
  })
})
