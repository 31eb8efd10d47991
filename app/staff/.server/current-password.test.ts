import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { createStaffUser, startTestSession } from '#tests/support/staff.ts'

import { changePassword } from './staff-admin'

/*
 * The current password asked again on the Account page (run on SQLite and on
 * PostgreSQL): a stolen session must not turn the page into a password
 * oracle. Counted per account before argon2 runs; wrong ones are audited.
 */

const db = eachTestDatabase()

const password = 'orbit lantern maple voyage'
const next = 'velvet harbor quartz nimbus'
const now = new Date('2026-05-01T12:00:00Z')
const wrongCurrent = 'That is not your current password.'
const tooMany = /^Too many attempts\. Try again in \d+ seconds?\.$/

describe('changing the password', () => {
  it('checks 5 of 12 simultaneous current passwords, audits them, then waits', async () => {
    const user = await createStaffUser(db(), { email: 'holder@example.com', password })
    const { row: session } = await startTestSession(db(), user.id, { now })
    const change = (current: string, at = now) =>
      changePassword(db(), { user, current, next, keepSession: session.id_hash, ip: null, now: at })

    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => change(`not my password ${i}`)),
    )
    const messages = results.map((r) => (r.ok ? 'ok' : r.fields.current))
    expect(messages.filter((m) => m === wrongCurrent)).toHaveLength(5)
    expect(messages.filter((m) => m !== undefined && tooMany.test(m))).toHaveLength(7)
    const audited = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'after'])
      .where('action', '=', 'password.change.failure')
      .execute()
    expect(audited).toHaveLength(5)
    expect(audited[0]).toMatchObject({ actor_id: user.id })

    // even the right one waits its turn, then works
    expect(await change(password)).toMatchObject({
      ok: false,
      fields: { current: expect.stringMatching(tooMany) },
    })
    expect(await change(password, new Date(now.getTime() + 1000))).toEqual({ ok: true })
  })
})
