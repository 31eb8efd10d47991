import { describe, expect, it } from 'vitest'

import { dueAtFor, responsePromiseMinutes } from '#app/.server/leads/due.ts'
import { createStaffUser, staffTestFileContext, startTestSession } from '#tests/support/staff.ts'

import { action, loader } from './settings'

/*
 * The owners' response-promise setting, through the route's loader and
 * action as the browser reaches them: owner only, validated, audited, and
 * the due time of the next lead follows it.
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'

async function cookieFor(role: 'owner' | 'staff') {
  const user = await createStaffUser(db, { email: `${crypto.randomUUID()}@example.com`, role })
  const { token } = await startTestSession(db, user.id, { limits: context.settings })
  return `staff_session=${token}`
}

const post = (cookie: string, minutes: string) =>
  new Request(`${site}/admin/settings`, {
    method: 'POST',
    headers: {
      cookie,
      origin: site,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ minutes }).toString(),
  })

type Args = Parameters<typeof action>[0]
const run = (request: Request) => action({ request, context, params: {} } as unknown as Args)
const status = async (request: Request) => {
  try {
    const result = await run(request)
    return result.init?.status ?? 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

describe('/admin/settings', () => {
  it('is for owners only', async () => {
    const staff = await cookieFor('staff')
    expect(await status(post(staff, '30'))).toBe(403)
    const request = new Request(`${site}/admin/settings`, { headers: { cookie: staff } })
    await expect(
      loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0]),
    ).rejects.toMatchObject({ status: 403 })
    expect(await responsePromiseMinutes(db)).toBe(60)
  })

  it.each([
    ['14', 'At least 15 minutes.'],
    ['1441', 'At most 1440 minutes (3 business days).'],
    ['90.5', 'Enter whole minutes.'],
    ['soon', 'Enter a number of minutes.'],
    ['', 'Enter a number of minutes.'],
  ])('refuses %j with a message and keeps the promise', async (minutes, message) => {
    const result = await run(post(await cookieFor('owner'), minutes))
    expect(result.init?.status).toBe(400)
    expect(result.data.fields?.minutes).toBe(message)
    expect(await responsePromiseMinutes(db)).toBe(60)
  })

  it('saves a valid promise with an audit row; the next lead is due by it', async () => {
    const result = await run(post(await cookieFor('owner'), '120'))
    expect(result.data.message).toBe('Saved: new leads are due 2 business hours after they arrive.')
    expect(await responsePromiseMinutes(db)).toBe(120)
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'settings.response-promise')
      .execute()
    expect(audit).toEqual([
      { action: 'settings.response-promise', before: '{"minutes":60}', after: '{"minutes":120}' },
    ])
    // Monday 9:30 Eastern + 2 business hours
    expect(await dueAtFor(db, new Date('2026-01-05T09:30:00-05:00'))).toBe(
      new Date('2026-01-05T11:30:00-05:00').toISOString(),
    )
  })
})
