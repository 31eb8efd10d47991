import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import routes from '#app/routes.ts'
import {
  adminPaths,
  csrfFrom,
  type FormPostOptions,
  getPage,
  invitePath,
  postForm,
  sessionPair,
} from '#tests/support/admin.ts'
import { burst, mostChecks, times } from '#tests/support/bursts.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * The back office's sign-in against the real server: routes closed without a
 * session, forged posts refused, guessing throttled with one message and one
 * timing, and the session cookie's attributes.
 */

let server: TestServer
const password = 'orbit lantern maple voyage'
const ownerEmail = 'owner@example.com'
let owner: string

// TRUST_PROXY lets each test speak from its own address through X-Forwarded-For
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: 'true' })
  const path = await invitePath(server.databaseUrl, ownerEmail)
  const accepted = await post(path, { name: 'Olive Owner', password }, { from: '198.51.100.1' })
  expect(accepted.status).toBe(302)
  owner = sessionPair(accepted.headers.get('set-cookie'))
})
afterAll(() => server.stop())

/** Every post from an address of its own through X-Forwarded-For (192.0.2.10 unless given). */
const post = (path: string, fields: Record<string, string>, options: FormPostOptions = {}) =>
  postForm(server.url, path, fields, { from: '192.0.2.10', ...options })

const get = (path: string, cookie?: string) => getPage(server.url, path, cookie)

const signIn = (email: string, pass: string, from: string) =>
  post('/admin/sign-in', { email, password: pass, redirectTo: '/admin' }, { from })

// the pages a visitor must reach to sign in; every other admin URL needs a session
const openPages = [
  '/admin/sign-in',
  '/admin/forgot-password',
  `/admin/reset-password/${'x'.repeat(43)}`,
  `/admin/invite/${'x'.repeat(43)}`,
]

describe('without a session', () => {
  const paths = adminPaths(routes)

  it('finds the back office in the route table', () => {
    expect(paths).toContain('/admin')
    expect(paths).toContain('/admin/staff')
    expect(paths.length).toBeGreaterThanOrEqual(10)
  })

  it('every admin page redirects to sign-in, except the sign-in pages themselves', async () => {
    for (const path of paths) {
      const response = await get(path)
      if (openPages.includes(path)) {
        expect(response.status, path).toBe(200)
      } else {
        expect(response.status, path).toBe(302)
        expect(response.headers.get('location'), path).toMatch(/^\/admin\/sign-in/)
      }
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex')
    }
  })

  it('no admin action runs without a session', async () => {
    for (const path of paths.filter((p) => !openPages.includes(p) && p !== '/admin/sign-in/code')) {
      const response = await post(path, { intent: 'invite', email: 'x@example.com' })
      expect(response.status, path).not.toBe(200)
      // 401: a form that takes a large body (the inventory import) answers before reading it
      expect([302, 401, 403, 405], path).toContain(response.status)
    }
  })

  it('the pages say noindex, and robots.txt keeps crawlers out', async () => {
    const html = await (await get('/admin/sign-in')).text()
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(await (await get('/robots.txt')).text()).toContain('Disallow: /admin')
    expect(await (await get('/sitemap.xml')).text()).not.toContain('/admin')
  })
})

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Secure with the __Host- prefix on an https site, and new at each sign-in', async () => {
    const first = await signIn(ownerEmail, password, '198.51.100.2')
    expect(first.status).toBe(302)
    // the session's cookie first, then the known device's (admin-guessing.test.ts)
    const cookie = first.headers.getSetCookie()[0] ?? ''
    expect(cookie).toMatch(
      /^__Host-staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    )
    const second = await signIn(ownerEmail, password, '198.51.100.2')
    expect(sessionPair(second.headers.get('set-cookie'))).not.toBe(sessionPair(cookie))
    // the database holds the id's hash, never the id
    const id = sessionPair(cookie).split('=')[1] as string
    const rows = await server.query<{ id_hash: string }>('select id_hash from staff_sessions')
    expect(rows.some((r) => r.id_hash === id)).toBe(false)
    expect((await get('/admin', sessionPair(cookie))).status).toBe(200)
  })

  it('signing out ends the session on the server', async () => {
    const cookie = sessionPair(
      (await signIn(ownerEmail, password, '198.51.100.3')).headers.get('set-cookie'),
    )
    const page = await (await get('/admin/account', cookie)).text()
    const out = await post('/admin/sign-out', { csrf: csrfFrom(page) }, { cookie })
    expect(out.status).toBe(302)
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect((await get('/admin', cookie)).status).toBe(302)
  })
})

describe('without JavaScript', () => {
  it('a password change renews the session and still shows the page', async () => {
    const email = 'plain@example.com'
    const accepted = await post(
      await invitePath(server.databaseUrl, email, 'staff'),
      { name: 'Pat Plain', password },
      { from: '198.51.100.60' },
    )
    const cookie = sessionPair(accepted.headers.get('set-cookie'))
    const csrf = csrfFrom(await (await get('/admin/account', cookie)).text())
    const changed = await post(
      '/admin/account',
      { intent: 'password', current: password, next: 'velvet harbor quartz nimbus', csrf },
      { cookie, origin: null },
    )
    expect(changed.status).toBe(200)
    const renewed = sessionPair(changed.headers.get('set-cookie'))
    expect(renewed).not.toBe(cookie)
    const html = await changed.text()
    expect(html).toContain('Your password is changed.')
    // the page's forms already carry the new session's token
    expect(csrfFrom(html)).not.toBe(csrf)
    expect((await get('/admin/account', cookie)).status).toBe(302)
    expect((await get('/admin/account', renewed)).status).toBe(200)
  })
})

describe('forged requests', () => {
  it('refuses a post from another site, even with a valid session and token', async () => {
    const page = await (await get('/admin/staff', owner)).text()
    const csrf = csrfFrom(page)
    const forged = await post(
      '/admin/staff',
      { intent: 'invite', email: 'forged@example.com', role: 'owner', csrf },
      { cookie: owner, origin: 'https://evil.example' },
    )
    expect(forged.status).toBe(403)
    const noOriginNoToken = await post(
      '/admin/staff',
      { intent: 'invite', email: 'forged@example.com', role: 'owner' },
      { cookie: owner, origin: null },
    )
    expect(noOriginNoToken.status).toBe(403)
    expect(
      await server.query('select id from staff_users where email = ?', 'forged@example.com'),
    ).toEqual([])
    // our own form without Origin (an older browser) passes with its token
    const own = await post(
      '/admin/staff',
      { intent: 'invite', email: 'real@example.com', role: 'staff', csrf },
      { cookie: owner, origin: null },
    )
    expect(own.status).toBe(200)
    expect(
      await server.query('select role from staff_users where email = ?', 'real@example.com'),
    ).toEqual([{ role: 'staff' }])
    // SITE_URL is still the example's here: the link uses the address the owner used
    const page2 = await own.text()
    expect(page2).toContain('SITE_URL is not set, so nothing was e-mailed')
    expect(/data-testid="invite-link">([^<]+)</.exec(page2)?.[1]).toMatch(
      new RegExp(`^${server.url}/admin/invite/[A-Za-z0-9_-]{20,}$`),
    )
  })
})

describe('guessing', () => {
  const message = 'That e-mail and password do not match an account.'

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const wrong = await (await signIn(ownerEmail, 'not the password at all', '203.0.113.1')).text()
    const unknown = await (await signIn('nobody@example.com', password, '203.0.113.1')).text()
    expect(wrong).toContain(message)
    expect(unknown).toContain(message)
  })

  it('takes the same time for an unknown e-mail as for a wrong password', async () => {
    // an account of its own, so its failures stay under the throttle
    const known = 'timing@example.com'
    await post(
      await invitePath(server.databaseUrl, known, 'staff'),
      { name: 'Tim Ing', password },
      { from: '198.51.100.50' },
    )
    const time = async (email: string, from: string) => {
      const started = performance.now()
      await (await signIn(email, 'wrong password here', from)).text()
      return performance.now() - started
    }
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    // eight of each, alternating: on a machine busy with other work, the fastest
    // of eight is still one undisturbed answer
    for (let i = 0; i < 8; i++) {
      knownTimes.push(await time(known, `203.0.113.${20 + i}`))
      unknownTimes.push(await time(`ghost${i}@example.com`, `203.0.113.${40 + i}`))
    }
    // the fastest of each: the least disturbed by other work on the machine
    const ratio = Math.min(...unknownTimes) / Math.min(...knownTimes)
    expect(ratio).toBeGreaterThan(0.6)
    expect(ratio).toBeLessThan(1.6)
    // (without the dummy verification an unknown e-mail answers several times faster)
  })

  // at once, so that no wait runs out between them (mostChecks allows for a very busy machine)
  it('slows one address guessing one account after 5 failures, and says when to try again', async () => {
    // an account of its own, untouched by the other tests' failures
    const target = 'throttled@example.com'
    await invitePath(server.databaseUrl, target, 'staff')
    const from = '203.0.113.100'
    const sent = await burst(times(8, (i) => () => signIn(target, `wrong guess ${i}`, from)))
    expect(sent.count(400)).toBeGreaterThanOrEqual(5)
    expect(sent.count(400)).toBeLessThanOrEqual(mostChecks(5, sent.ms))
    const throttled = sent.responses.find((r) => r.status === 429) as Response
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(await throttled.text()).toMatch(/Too many attempts\. Try again in \d+ seconds?\./)
    // the same account from another address: that address's own count
    expect((await signIn(target, 'wrong from elsewhere', '203.0.113.101')).status).toBe(400)
  })

  it('slows an address down after 20 failures, whatever e-mails it tries', async () => {
    const from = '203.0.113.250'
    const sent = await burst(
      times(25, (i) => () => signIn(`spray${i}@example.com`, 'wrong password', from)),
    )
    expect(sent.count(400)).toBeGreaterThanOrEqual(20)
    expect(sent.count(400)).toBeLessThanOrEqual(mostChecks(20, sent.ms))
    expect(sent.count(429)).toBe(25 - sent.count(400))
    // another address is not affected
    expect((await signIn(ownerEmail, password, '198.51.100.9')).status).toBe(302)
  })

  it('records failures and successes in the audit log', async () => {
    const actions = (await server.query<{ action: string }>('select action from audit_log')).map(
      (r) => r.action,
    )
    expect(actions).toContain('sign-in.failure')
    expect(actions).toContain('sign-in.success')
    expect(actions).toContain('staff.invite')
    expect(actions).toContain('sign-out')
  })
})
