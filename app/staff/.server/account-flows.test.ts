import { generateTOTP } from '@epic-web/totp'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  createStaffUser,
  sessionIdsOf,
  staffTestDatabase,
  startTestSession,
} from '#tests/support/staff.ts'

import { acceptInvitation, inviteStaff } from './invitations'
import { requestPasswordReset, resetPassword } from './password-reset'
import { checkPassword, checkSecondFactor } from './sign-in'
import { confirmTwoFactor, pendingTotpSecret } from './two-factor'
import { findUserByEmail } from './users'

const db = await staffTestDatabase()

const strong = 'orbit lantern maple voyage'
afterEach(() => {
  vi.useRealTimers()
})

const tokenOf = (link: string) => link.split('/').at(-1) as string

describe('invitations', () => {
  it('work once, set the name and password, and are refused after 7 days', async () => {
    const now = new Date('2026-05-01T12:00:00Z')
    const { link } = await inviteStaff(db, {
      email: 'Invited@Example.com',
      role: 'staff',
      invitedBy: null,
      siteUrl: 'https://carts.example',
      sendEmail: false,
      now,
    })
    const token = tokenOf(link)
    expect(await acceptInvitation(db, { token, name: 'Ivy', password: 'short', now })).toEqual({
      ok: false,
      fields: { password: 'Use at least 12 characters.' },
    })
    expect(
      // a direction override or a line break in a name would mislead whoever reads it
      await acceptInvitation(db, {
        token,
        name: ' Ivy\u202e\u200b\n Invited ',
        password: strong,
        now,
      }),
    ).toMatchObject({
      ok: true,
    })
    expect(await acceptInvitation(db, { token, name: 'Ivy', password: strong, now })).toBeNull()
    expect((await findUserByEmail(db, 'invited@example.com'))?.name).toBe('Ivy Invited')
    expect(
      (await checkPassword(db, { email: 'INVITED@example.com', password: strong, ip: null })).ok,
    ).toBe(true)

    const late = await inviteStaff(db, {
      email: 'late@example.com',
      role: 'staff',
      invitedBy: null,
      siteUrl: 'https://carts.example',
      sendEmail: false,
      now,
    })
    const eightDays = new Date(now.getTime() + 8 * 24 * 3_600_000)
    expect(
      await acceptInvitation(db, {
        token: tokenOf(late.link),
        name: 'Lee',
        password: strong,
        now: eightDays,
      }),
    ).toBeNull()
  })

  it('refuse an address that already has an account', async () => {
    await createStaffUser(db, { email: 'taken@example.com', password: strong })
    await expect(
      inviteStaff(db, {
        email: 'taken@example.com',
        role: 'owner',
        invitedBy: null,
        siteUrl: 'https://carts.example',
        sendEmail: false,
      }),
    ).rejects.toThrow('already has an account')
  })
})

describe('password reset', () => {
  async function queuedLink(email: string): Promise<string | undefined> {
    const rows = await db.selectFrom('outbox').selectAll().where('recipient', '=', email).execute()
    const text = rows.map((r) => r.payload ?? '').join('')
    return /\/admin\/reset-password\/([A-Za-z0-9_-]{43})/.exec(text)?.[1]
  }

  it('e-mails a link only to an existing account', async () => {
    await requestPasswordReset(db, {
      email: 'stranger@example.com',
      siteUrl: 'https://c.example',
      ip: null,
    })
    expect(await queuedLink('stranger@example.com')).toBeUndefined()
  })

  it('sets the new password once, within 30 minutes, and ends every session', async () => {
    const user = await createStaffUser(db, { email: 'forgetful@example.com', password: strong })
    const now = new Date('2026-05-01T12:00:00Z')
    await startTestSession(db, user.id, { now })
    await requestPasswordReset(db, {
      email: 'forgetful@example.com',
      siteUrl: 'https://c.example',
      ip: null,
      now,
    })
    const token = (await queuedLink('forgetful@example.com')) as string
    expect(token).toBeDefined()
    const reset = (password: string, at: Date) =>
      resetPassword(db, { token, password, ip: null, now: at })
    const late = new Date(now.getTime() + 31 * 60_000)
    expect(await reset('velvet harbor quartz nimbus', late)).toBeNull()
    const soon = new Date(now.getTime() + 10 * 60_000)
    expect(await reset('velvet harbor quartz nimbus', soon)).toEqual({ ok: true })
    expect(await reset('another fine passphrase', soon)).toBeNull()
    expect(await sessionIdsOf(db, user.id)).toEqual([])
    const signIn = await checkPassword(db, {
      email: 'forgetful@example.com',
      password: 'velvet harbor quartz nimbus',
      ip: null,
    })
    expect(signIn.ok).toBe(true)
  })
})

describe('two-factor', () => {
  it('is confirmed by a first code; then a code works once and each recovery code once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const now = new Date('2026-05-01T12:00:10Z')
    vi.setSystemTime(now)
    const user = await createStaffUser(db, { email: 'careful@example.com', password: strong })
    const secret = await pendingTotpSecret(db, user)
    const pending = (await findUserByEmail(db, user.email))!
    expect(await confirmTwoFactor(db, { user: pending, code: '000000', ip: null, now })).toBeNull()
    const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })
    const codes = await confirmTwoFactor(db, { user: pending, code: otp, ip: null, now })
    expect(codes).toHaveLength(10)

    const enabled = (await findUserByEmail(db, user.email))!
    expect(enabled.totp_secret).toBe(secret)
    expect(
      await checkPassword(db, { email: user.email, password: strong, ip: null }),
    ).toMatchObject({
      ok: true,
      needsCode: true,
    })
    // the code used to confirm cannot sign in a second time
    expect((await checkSecondFactor(db, { user: enabled, code: otp, ip: null, now })).ok).toBe(
      false,
    )
    const later = new Date(now.getTime() + 30_000)
    vi.setSystemTime(later)
    const next = (await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp
    const fresh = (await findUserByEmail(db, user.email))!
    expect(await checkSecondFactor(db, { user: fresh, code: next, ip: null, now: later })).toEqual({
      ok: true,
      usedRecoveryCode: false,
    })
    const recovery = (codes as string[])[3] as string
    expect(
      await checkSecondFactor(db, {
        user: fresh,
        code: recovery.toUpperCase(),
        ip: null,
        now: later,
      }),
    ).toEqual({
      ok: true,
      usedRecoveryCode: true,
    })
    expect(
      (await checkSecondFactor(db, { user: fresh, code: recovery, ip: null, now: later })).ok,
    ).toBe(false)
  })
})
