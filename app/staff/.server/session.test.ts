import { describe, expect, it } from 'vitest'

import { hashToken } from '#app/kernel/.server/tokens.ts'
import {
  createStaffUser,
  sessionIdsOf,
  staffTestDatabase,
  startTestSession,
  testSessionLimits,
} from '#tests/support/staff.ts'

import { clearedSessionCookie, sessionCookie } from './cookie'
import { endUserSessions, loadSession, sessionExpired } from './session'

const db = await staffTestDatabase()

const limits = testSessionLimits

describe('sessionExpired', () => {
  const session = {
    last_seen_at: '2026-05-01T08:00:00.000Z',
    expires_at: '2026-05-01T20:00:00.000Z',
  }
  it('ends after the idle time without a request', () => {
    expect(sessionExpired(session, new Date('2026-05-01T09:59:59Z'), limits)).toBe(false)
    expect(sessionExpired(session, new Date('2026-05-01T10:00:00Z'), limits)).toBe(true)
  })
  it('ends at its absolute end however active', () => {
    const active = { ...session, last_seen_at: '2026-05-01T19:59:00.000Z' }
    expect(sessionExpired(active, new Date('2026-05-01T19:59:59Z'), limits)).toBe(false)
    expect(sessionExpired(active, new Date('2026-05-01T20:00:00Z'), limits)).toBe(true)
  })
})

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Secure with the __Host- prefix on https', () => {
    expect(sessionCookie('https://carts.example', 'abc')).toBe(
      '__Host-staff_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure',
    )
  })
  it('has a plain name on http, for local use', () => {
    expect(sessionCookie('http://localhost:3000', 'abc')).toBe(
      'staff_session=abc; Path=/; HttpOnly; SameSite=Lax',
    )
    expect(clearedSessionCookie('http://localhost:3000')).toMatch(/^staff_session=; .*Max-Age=0$/)
  })
})

describe('sessions in the database', () => {
  const siteUrl = 'http://localhost:3000'

  const requestWith = (token: string) =>
    new Request('http://localhost:3000/admin', { headers: { cookie: `staff_session=${token}` } })

  it('keeps only the hash of the id, and finds the session by its cookie', async () => {
    const user = await createStaffUser(db, { email: 'keeper@example.com' })
    const now = new Date('2026-05-01T08:00:00Z')
    const { token } = await startTestSession(db, user.id, { now })
    const stored = await db.selectFrom('staff_sessions').selectAll().execute()
    expect(stored.some((s) => s.id_hash === token)).toBe(false)
    expect(stored.some((s) => s.id_hash === hashToken(token))).toBe(true)
    const loaded = await loadSession(db, requestWith(token), { now, limits, siteUrl })
    expect(loaded?.user.email).toBe('keeper@example.com')
    expect(
      await loadSession(db, requestWith(`${token.slice(1)}x`), { now, limits, siteUrl }),
    ).toBeNull()
  })

  it('slides the idle limit with use and deletes an ended session', async () => {
    const user = await createStaffUser(db, { email: 'slider@example.com' })
    const start = new Date('2026-05-01T08:00:00Z')
    const { token } = await startTestSession(db, user.id, { now: start })
    const at = (iso: string) =>
      loadSession(db, requestWith(token), { now: new Date(iso), limits, siteUrl })
    expect(await at('2026-05-01T09:30:00Z')).not.toBeNull()
    expect(await at('2026-05-01T11:00:00Z')).not.toBeNull() // 90 minutes after the last request
    expect(await at('2026-05-01T13:00:01Z')).toBeNull() // idle for two hours
    expect(await at('2026-05-01T13:00:02Z')).toBeNull()
    expect(await sessionIdsOf(db, user.id)).toEqual([])
  })

  it('a disabled account has no session, and sign out everywhere ends them all', async () => {
    const user = await createStaffUser(db, { email: 'many@example.com' })
    const now = new Date('2026-05-01T08:00:00Z')
    const make = () => startTestSession(db, user.id, { now })
    const first = await make()
    const second = await make()
    expect(await endUserSessions(db, user.id, { except: first.row.id_hash })).toBe(1)
    expect(await loadSession(db, requestWith(second.token), { now, limits, siteUrl })).toBeNull()
    expect(await loadSession(db, requestWith(first.token), { now, limits, siteUrl })).not.toBeNull()
    await db.updateTable('staff_users').set({ active: 0 }).where('id', '=', user.id).execute()
    expect(await loadSession(db, requestWith(first.token), { now, limits, siteUrl })).toBeNull()
  })
})
