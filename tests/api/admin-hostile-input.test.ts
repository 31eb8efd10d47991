import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPage, invitePath, postForm, sessionPair } from '#tests/support/admin.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * What an attacker sends the back office besides passwords: redirects off the
 * site, error pages that a shared cache or a search engine could keep, and
 * one-time links that would outlive their use in the request log.
 */

let server: TestServer
const password = 'orbit lantern maple voyage'
let owner: string
let staff: string
let invitation: string

async function accept(path: string, name: string) {
  const accepted = await post(path, { name, password })
  expect(accepted.status).toBe(302)
  return sessionPair(accepted.headers.get('set-cookie'))
}

beforeAll(async () => {
  server = await startServer()
  owner = await accept(await invitePath(server.databaseUrl, 'owner@example.com'), 'Olive Owner')
  staff = await accept(
    await invitePath(server.databaseUrl, 'staff@example.com', 'staff'),
    'Sam Staff',
  )
  invitation = await invitePath(server.databaseUrl, 'later@example.com', 'staff')
})
afterAll(() => server.stop())

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  postForm(server.url, path, fields, { cookie })

const get = (path: string, cookie?: string) => getPage(server.url, path, cookie)

describe('after signing in', () => {
  // each of these led off the site, or made the answer a 500 (invalid header value)
  const hostile = [
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example',
    '/.//evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/admin\u2028x',
    '/admin\u3000x',
  ]

  it('goes only to a path on this site, else to /admin, and never answers 5xx', async () => {
    for (const redirectTo of hostile) {
      const answer = await post('/admin/sign-in', {
        email: 'owner@example.com',
        password,
        redirectTo,
      })
      expect(answer.status, JSON.stringify(redirectTo)).toBe(302)
      expect(answer.headers.get('location'), JSON.stringify(redirectTo)).toBe('/admin')
    }
    const kept = await post('/admin/sign-in', {
      email: 'owner@example.com',
      password,
      redirectTo: '/admin/leads?stage=new',
    })
    expect(kept.headers.get('location')).toBe('/admin/leads?stage=new')
  })

  it('a signed-in visit to the sign-in page follows the same rule', async () => {
    for (const redirectTo of hostile) {
      const answer = await get(`/admin/sign-in?${new URLSearchParams({ redirectTo })}`, owner)
      expect(answer.status, JSON.stringify(redirectTo)).toBe(302)
      expect(answer.headers.get('location'), JSON.stringify(redirectTo)).toBe('/admin')
    }
  })
})

describe('error pages of the back office', () => {
  // they hold the person's name, e-mail and form token, like every admin page
  const cases = [
    {
      what: 'an unknown admin page',
      path: '/admin/no-such-page',
      cookie: () => owner,
      status: 404,
    },
    {
      what: 'an unknown cart',
      path: '/admin/inventory/no-such-cart',
      cookie: () => owner,
      status: 404,
    },
    { what: "an owner's page for staff", path: '/admin/staff', cookie: () => staff, status: 403 },
  ]

  for (const { what, path, cookie, status } of cases)
    it(`${what} is private, never stored, never indexed`, async () => {
      for (const url of [path, `${path}.data`]) {
        const answer = await get(url, cookie())
        expect(answer.status, url).toBe(status)
        expect(answer.headers.get('cache-control'), url).toBe('private, no-store')
        expect(answer.headers.get('x-robots-tag'), url).toBe('noindex')
        const body = await answer.text()
        if (url === path) expect(body).toContain('<meta name="robots" content="noindex"')
      }
    })
})

describe('the request log', () => {
  it('keeps no one-time link whole', async () => {
    const token = invitation.split('/').at(-1) ?? ''
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await get(invitation)).status).toBe(200)
    expect((await get('/admin/reset-password/' + token)).status).toBe(200)
    await expect.poll(() => server.logs()).toContain('"path":"/admin/reset-password/[redacted]"')
    expect(server.logs()).toContain('"path":"/admin/invite/[redacted]"')
    expect(server.logs()).not.toContain(token)
  })
})
