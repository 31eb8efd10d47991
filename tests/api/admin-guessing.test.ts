import { generateTOTP } from '@epic-web/totp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freeAttempts } from '#app/staff/.server/guessing-limits.ts'
import { delayAfter } from '#app/staff/.server/throttle.ts'
import { totpOptions } from '#app/staff/.server/totp.ts'
import {
  devicePair,
  enableTwoFactor,
  type FormPostOptions,
  invitePath,
  postForm,
  sessionPair,
} from '#tests/support/admin.ts'
import { burst, mostChecks, times } from '#tests/support/bursts.ts'
import { sleep } from '#tests/support/contact.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * Guessing against the real server (record 033, "Guessing"): simultaneous
 * guesses get no more checks than guesses one after another; no stranger's
 * failures make the owner wait in a browser that signed in before; the
 * current password of the Account page is throttled like sign-in.
 */

let server: TestServer
const password = 'orbit lantern maple voyage'
const tooMany = /Too many attempts\. Try again in \d+ seconds?\./

// TRUST_PROXY lets each request speak from its own address through X-Forwarded-For
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: 'true' })
})
afterAll(() => server.stop())

/** Every post from an address of its own through X-Forwarded-For (192.0.2.10 unless given). */
const post = (path: string, fields: Record<string, string>, options: FormPostOptions = {}) =>
  postForm(server.url, path, fields, { from: '192.0.2.10', ...options })

const signIn = (email: string, pass: string, from: string, cookie?: string) =>
  post('/admin/sign-in', { email, password: pass, redirectTo: '/admin' }, { from, cookie })

/** A new account with the test password, its invitation accepted from `from`. */
async function account(name: string, from = '198.51.100.1') {
  const email = `${name}@example.com`
  const accepted = await post(
    await invitePath(server.databaseUrl, email, 'staff'),
    { name: 'Sam Staff', password },
    { from },
  )
  expect(accepted.status).toBe(302)
  return email
}

describe('simultaneous guesses', () => {
  it(
    '30 wrong passwords and the right one, at once: only the free ones are checked, the right one waits',
    { timeout: 60_000 },
    async () => {
      const email = await account('burst')
      const from = '203.0.113.30'
      const sent = await burst([
        ...times(30, (i) => () => signIn(email, `wrong guess ${i}`, from)),
        () => signIn(email, password, from),
      ])
      // Sent last, the right password may still arrive among the free guesses:
      // then it rightly signs in, and it is one of the checks.
      const signedIn = sent.count(302)
      const checked = sent.count(400) + signedIn
      expect(checked).toBeGreaterThanOrEqual(freeAttempts.accountAddress)
      expect(checked).toBeLessThanOrEqual(mostChecks(freeAttempts.accountAddress, sent.ms))
      expect(sent.count(429)).toBe(31 - checked)
      const waiting = sent.responses.find((r) => r.status === 429) as Response
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(await waiting.text()).toMatch(tooMany)
      expect(sent.responses.at(-1)?.status).toBe(signedIn === 1 ? 302 : 429)
      // what was checked is what was audited
      const failures = await server.query<{ n: number }>(
        `select count(*) as n from audit_log where action = 'sign-in.failure' and actor_email = ?`,
        email,
      )
      expect(failures).toEqual([{ n: sent.count(400) }])
    },
  )

  it(
    '40 codes on one pending sign-in, at once: only the free ones are checked, the right one waits',
    { timeout: 60_000 },
    async () => {
      const email = await account('codes')
      const secret = await enableTwoFactor(server.databaseUrl, email)
      const from = '203.0.113.40'
      const pending = await signIn(email, password, from)
      expect(pending.headers.get('location')).toMatch(/^\/admin\/sign-in\/code/)
      const cookie = sessionPair(pending.headers.get('set-cookie'))
      const { otp } = await generateTOTP({ secret, ...totpOptions })
      const wrong = (i: number) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0')
      const code = (value: string) => () =>
        post('/admin/sign-in/code', { code: value, redirectTo: '/admin' }, { cookie, from })
      const sent = await burst([...times(39, (i) => code(wrong(i))), code(otp)])
      // the right code, sent last, signs in only if it arrived among the free ones
      const signedIn = sent.count(302)
      const checked = sent.count(400) + signedIn
      expect(checked).toBeGreaterThanOrEqual(freeAttempts.accountCodes)
      expect(checked).toBeLessThanOrEqual(mostChecks(freeAttempts.accountCodes, sent.ms))
      expect(sent.count(429)).toBe(40 - checked)
      const waiting = sent.responses.find((r) => r.status === 429) as Response
      expect(await waiting.text()).toMatch(tooMany)
      const right = sent.responses.at(-1) as Response
      expect(right.status).toBe(signedIn === 1 ? 302 : 429)
      // otherwise still pending: the right code was never checked
      const session = signedIn === 1 ? sessionPair(right.headers.get('set-cookie')) : cookie
      const admin = await fetch(`${server.url}/admin`, {
        headers: { cookie: session },
        redirect: 'manual',
      })
      expect(admin.status).toBe(signedIn === 1 ? 200 : 302)
    },
  )
})

describe('no stranger can make the owner wait', () => {
  it(
    'wrong passwords from one address: the owner elsewhere signs in, with or without the device',
    { timeout: 60_000 },
    async () => {
      const email = await account('owner-one')
      const home = '198.51.100.70'
      const device = devicePair(await signIn(email, password, home))

      const attacker = '203.0.113.77'
      const sent = await burst(times(30, (i) => () => signIn(email, `guess ${i}`, attacker)))

      expect((await signIn(email, password, home, device)).status).toBe(302)
      // a new browser at home too: the waits are the attacker address's own
      expect((await signIn(email, password, home)).status).toBe(302)
      expect(device).toBeDefined()
      // while the attacker's address was slowed down
      expect(sent.count(400)).toBeLessThanOrEqual(mostChecks(freeAttempts.accountAddress, sent.ms))
      expect(sent.count(429)).toBeGreaterThan(20)
    },
  )

  it(
    'wrong passwords from many addresses: the account waits after 20, except on a known device',
    { timeout: 60_000 },
    async () => {
      const email = await account('owner-many')
      const home = '198.51.100.80'
      const signedIn = await signIn(email, password, home)
      const device = devicePair(signedIn)

      // the guesser spreads over 25 addresses at once: the account lets 20 through
      let address = 0
      const guess = () => signIn(email, 'a guess', `192.0.2.${++address}`)
      const sent = await burst(times(25, () => guess))
      const free = freeAttempts.account
      expect(sent.count(400)).toBeGreaterThanOrEqual(free)
      expect(sent.count(400)).toBeLessThanOrEqual(mostChecks(free, sent.ms))
      // then one guess per wait, each wait twice as long: 1 s, 2 s, 4 s, 8 s
      for (let n = sent.count(400); n < free + 3; n++) {
        await sleep(delayAfter(n, free) * 1000 + 200)
        expect((await guess()).status).toBe(400)
        expect((await guess()).status).toBe(429)
      }

      // in the 8-second wait: the owner's browser that signed in before gets in, from any address
      const again = await signIn(email, password, home, device)
      expect(again.status).toBe(302)
      expect((await signIn(email, password, '198.51.100.81', devicePair(again))).status).toBe(302)
      // a browser that never signed in this account waits like the guesser
      const newBrowser = await signIn(email, password, home)
      expect(newBrowser.status).toBe(429)
      expect(await newBrowser.text()).toMatch(tooMany)
      // the known device's cookie: like the session's, and kept 180 days
      expect(signedIn.headers.getSetCookie()[1]).toMatch(
        /^__Host-staff_device=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=15552000$/,
      )
    },
  )
})

describe('the current password on the Account page', () => {
  it(
    'is counted per account before it is checked, audited, and shared by both forms',
    { timeout: 60_000 },
    async () => {
      const from = '198.51.100.90'
      const email = await account('holder', from)
      const secret = await enableTwoFactor(server.databaseUrl, email)
      const pending = sessionPair((await signIn(email, password, from)).headers.get('set-cookie'))
      const { otp } = await generateTOTP({ secret, ...totpOptions })
      const signedIn = await post(
        '/admin/sign-in/code',
        { code: otp, redirectTo: '/admin' },
        { cookie: pending, from },
      )
      const cookie = sessionPair(signedIn.headers.get('set-cookie'))
      const change = (current: string) => () =>
        post(
          '/admin/account',
          { intent: 'password', current, next: 'velvet harbor quartz nimbus' },
          { cookie, from },
        )
      const sent = await burst([
        ...times(12, (i) => change(`not it ${i}`)),
        // turning two-factor off asks the same count: the right password, last, waits too
        () => post('/admin/account', { intent: 'disable-2fa', password }, { cookie, from }),
      ])
      const checked = sent.count(400)
      expect(checked).toBeGreaterThanOrEqual(freeAttempts.currentPassword)
      expect(checked).toBeLessThanOrEqual(mostChecks(freeAttempts.currentPassword, sent.ms))
      expect(sent.count(429)).toBe(13 - checked)
      const disable = sent.responses.at(-1) as Response
      expect(disable.status).toBe(429)
      expect(await disable.text()).toMatch(tooMany)
      const failures = await server.query<{ n: number }>(
        `select count(*) as n from audit_log where action = 'password.change.failure' and actor_email = ?`,
        email,
      )
      expect(failures).toEqual([{ n: checked }])
      const stillOn = await server.query<{ n: number }>(
        'select count(*) as n from staff_users where email = ? and totp_secret is not null',
        email,
      )
      expect(stillOn).toEqual([{ n: 1 }])
    },
  )
})
