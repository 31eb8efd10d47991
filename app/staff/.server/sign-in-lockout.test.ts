import { generateTOTP } from '@epic-web/totp'
import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { createStaffUser } from '#tests/support/staff.ts'

import { knownDevice, rememberDevice } from './known-devices'
import { checkPassword, checkSecondFactor, wrongCode, wrongCredentials } from './sign-in'
import { newTotpSecret, totpOptions } from './totp'

/*
 * No stranger can make the owner wait (run on SQLite and on PostgreSQL):
 * failures from elsewhere fill counters that the owner, on a browser that
 * signed in before (a known device), is not counted on. Without that device
 * the owner shares the account's counter, which still slows a guesser
 * spread over many addresses.
 */

const db = eachTestDatabase()

const password = 'orbit lantern maple voyage'
const now = new Date()
const tooMany = /^Too many attempts\. Try again in \d+ seconds?\.$/
const attacker = '203.0.113.66'
const home = '198.51.100.20'

async function owner(options: { twoFactor?: boolean } = {}) {
  const secret = options.twoFactor ? newTotpSecret() : undefined
  const user = await createStaffUser(db(), {
    email: `owner-${crypto.randomUUID()}@example.com`,
    password,
    totpSecret: secret,
  })
  // an earlier complete sign-in in the owner's browser
  const device = await rememberDevice(db(), { userId: user.id, previous: undefined, now })
  return { user, device, secret: secret ?? '' }
}

/** The owner's right password from home, on a browser that signed in before (`deviceToken`) or a new one. */
const fromHome = (email: string, deviceToken?: string) =>
  checkPassword(db(), { email, password, ip: home, deviceToken, now })

/** Wrong passwords one after another; how many were checked (not refused). */
async function guess(email: string, times: number, from: (i: number) => string) {
  let checked = 0
  for (let i = 0; i < times; i++) {
    const result = await checkPassword(db(), { email, password: `guess ${i}`, ip: from(i), now })
    if (!result.ok && result.message === wrongCredentials) checked++
  }
  return checked
}

describe('wrong passwords from one address', () => {
  it('slow that address down, and never the owner elsewhere, with or without the device', async () => {
    const { user, device } = await owner()
    const checked = await guess(user.email, 30, () => attacker)
    const withDevice = await fromHome(user.email, device)
    expect(withDevice).toMatchObject({ ok: true })
    // a new browser too: the pair (account, address) and the address are the attacker's own
    const newBrowser = await fromHome(user.email)
    expect(newBrowser).toMatchObject({ ok: true })
    expect(checked).toBe(5)
  })
})

describe('wrong passwords spread over many addresses', () => {
  it('fill the account after 20; the owner on a known device signs in at once', async () => {
    const { user, device } = await owner()
    const checked = await guess(user.email, 30, (i) => `192.0.2.${i + 1}`)
    expect(await fromHome(user.email, device)).toMatchObject({ ok: true })
    expect(checked).toBe(20)
    // the same owner in a browser that never signed in waits like everyone else
    expect(await fromHome(user.email)).toMatchObject({
      ok: false,
      message: expect.stringMatching(tooMany),
    })
    // and another account's device is no help
    const other = await owner()
    expect(await fromHome(user.email, other.device)).toMatchObject({
      ok: false,
      message: expect.stringMatching(tooMany),
    })
  })

  it('a known device counts its own failures: 5, then waits', async () => {
    const { user, device } = await owner()
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        checkPassword(db(), {
          email: user.email,
          password: `stolen laptop guess ${i}`,
          ip: attacker,
          deviceToken: device,
          now,
        }),
      ),
    )
    expect(attempts.filter((r) => !r.ok && r.message === wrongCredentials)).toHaveLength(5)
    expect(await fromHome(user.email, device)).toMatchObject({
      ok: false,
      message: expect.stringMatching(tooMany),
    })
    // the owner's other browsers are not held back by that device
    expect(await fromHome(user.email)).toMatchObject({ ok: true })
  })
})

describe('the second step', () => {
  it('of a known device is not held back by codes failed elsewhere', async () => {
    const { user, device, secret } = await owner({ twoFactor: true })
    const { otp } = await generateTOTP({ secret, ...totpOptions })
    const wrong = (i: number) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0')
    // someone who has the password fails codes from other browsers until they wait
    const failed = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        checkSecondFactor(db(), { user, code: wrong(i), ip: `192.0.2.${i + 1}`, now }),
      ),
    )
    expect(failed.filter((r) => !r.ok && r.message === wrongCode)).toHaveLength(5)
    expect(await checkSecondFactor(db(), { user, code: otp, ip: home, now })).toMatchObject({
      ok: false,
      message: expect.stringMatching(tooMany),
    })
    expect(
      await checkSecondFactor(db(), { user, code: otp, ip: home, deviceToken: device, now }),
    ).toEqual({ ok: true, usedRecoveryCode: false })
  })
})

describe('known devices', () => {
  it('get a new cookie value at each sign-in, known for every account the browser signed in', async () => {
    const first = await owner()
    const second = await owner()
    const next = await rememberDevice(db(), {
      userId: second.user.id,
      previous: first.device,
      now,
    })
    const known = (token: string, userId: string) => knownDevice(db(), { token, userId, now })
    expect(await known(next, first.user.id)).not.toBeNull()
    expect(await known(next, second.user.id)).not.toBeNull()
    // the value the browser had before is worth nothing now
    expect(await known(first.device, first.user.id)).toBeNull()
    expect(await known(second.device, first.user.id)).toBeNull()
  })

  it('are forgotten 180 days after their last sign-in', async () => {
    const { user, device } = await owner()
    const later = (days: number) => new Date(now.getTime() + days * 24 * 3_600_000)
    expect(
      await knownDevice(db(), { token: device, userId: user.id, now: later(179) }),
    ).not.toBeNull()
    expect(await knownDevice(db(), { token: device, userId: user.id, now: later(181) })).toBeNull()
  })
})
