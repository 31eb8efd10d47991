import { generateTOTP } from '@epic-web/totp'
import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { createStaffUser } from '#tests/support/staff.ts'

import { checkPassword, checkSecondFactor, wrongCode, wrongCredentials } from './sign-in'
import { newTotpSecret, totpOptions } from './totp'

/*
 * Simultaneous guesses (run on SQLite and on PostgreSQL): each attempt is
 * counted before its password or code is checked, so a burst gets no more
 * checks than one guess after another would. Every call here shares one
 * `now`: no wait can pass during the burst, so exactly the free attempts are
 * checked, however slowly the machine runs them.
 */

const db = eachTestDatabase()

const password = 'orbit lantern maple voyage'
const now = new Date()
const tooMany = /^Too many attempts\. Try again in \d+ seconds?\.$/

const failures = async (email: string) =>
  (
    await db()
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'sign-in.failure')
      .where('actor_email', '=', email)
      .execute()
  ).length

describe('simultaneous passwords for one account', () => {
  it('from one address: 5 of 60 are checked, and the right one, last, is refused', async () => {
    const user = await createStaffUser(db(), { email: 'burst@example.com', password })
    const guesses = [...Array.from({ length: 59 }, (_, i) => `wrong guess ${i}`), password]
    const results = await Promise.all(
      guesses.map((guess) =>
        checkPassword(db(), { email: user.email, password: guess, ip: '203.0.113.5', now }),
      ),
    )
    const checked = results.filter((r) => r.ok || r.message === wrongCredentials)
    expect(checked).toHaveLength(5)
    expect(checked.every((r) => !r.ok)).toBe(true)
    expect(results.filter((r) => !r.ok && tooMany.test(r.message))).toHaveLength(55)
    const right = results.at(-1)
    expect(right).toMatchObject({ ok: false, message: expect.stringMatching(tooMany) })
    expect(await failures(user.email)).toBe(5)
  })

  it('from 60 addresses: the account allows 20 checks, then waits', async () => {
    const user = await createStaffUser(db(), { email: 'spread@example.com', password })
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        checkPassword(db(), {
          email: user.email,
          password: `wrong guess ${i}`,
          ip: `198.51.100.${i + 1}`,
          now,
        }),
      ),
    )
    expect(results.filter((r) => !r.ok && r.message === wrongCredentials)).toHaveLength(20)
    expect(results.filter((r) => !r.ok && tooMany.test(r.message))).toHaveLength(40)
  })
})

describe('simultaneous two-factor codes on one pending sign-in', () => {
  it('5 of 40 are checked, and the right code, last, is refused', async () => {
    const secret = newTotpSecret()
    const user = await createStaffUser(db(), {
      email: 'codes@example.com',
      password,
      totpSecret: secret,
    })
    const { otp } = await generateTOTP({ secret, ...totpOptions })
    const wrong = (i: number) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0')
    const codes = [...Array.from({ length: 39 }, (_, i) => wrong(i)), otp]
    const results = await Promise.all(
      codes.map((code) => checkSecondFactor(db(), { user, code, ip: '203.0.113.6', now })),
    )
    expect(results.filter((r) => !r.ok && r.message === wrongCode)).toHaveLength(5)
    expect(results.filter((r) => !r.ok && tooMany.test(r.message))).toHaveLength(35)
    expect(results.at(-1)).toMatchObject({ ok: false, message: expect.stringMatching(tooMany) })
  })
})
