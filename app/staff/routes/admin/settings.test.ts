import { describe, expect, it } from 'vitest'

import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { spamRetention } from '#app/leads/.server/contact/spam-retention.ts'
import { dueAtFor, responsePromiseMinutes } from '#app/leads/.server/due.ts'
import { noShowAfter, rentalSettings } from '#app/rentals/.server/settings.ts'
import { digestHour } from '#app/sales/.server/alerts/digest-hour.ts'
import { holdDays, holdDeposit } from '#app/sales/.server/cart-holds/hold-settings.ts'
import { signedInCookie, staffTestFileContext } from '#tests/support/staff.ts'

import { action, loader } from './settings'

/*
 * The owners' response-promise setting, through the route's loader and
 * action as the browser reaches them: owner only, validated, audited, and
 * the due time of the next lead follows it.
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'

const cookieFor = (role: 'owner' | 'staff') => signedInCookie(db, role, context.settings)

const post = (cookie: string, minutes: string, field = 'minutes') =>
  new Request(`${site}/admin/settings`, {
    method: 'POST',
    headers: {
      cookie,
      origin: site,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ [field]: minutes }).toString(),
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

  it('saves the rentals’ turnaround and hold time, audited, and refuses values out of bounds', async () => {
    expect(await rentalSettings(db)).toEqual({ turnaroundMinutes: 120, holdMinutes: 24 * 60 })
    const promise = await responsePromiseMinutes(db)
    const owner = await cookieFor('owner')
    const refused = await run(post(owner, '0', 'holdHours'))
    expect(refused.init?.status).toBe(400)
    expect(refused.data.fields?.holdHours).toBe('At least 1 hour.')
    expect((await run(post(owner, '1441', 'turnaroundMinutes'))).data.fields).toEqual({
      turnaroundMinutes: 'At most 1440 minutes (a day).',
    })
    expect(await rentalSettings(db)).toEqual({ turnaroundMinutes: 120, holdMinutes: 24 * 60 })

    expect((await run(post(owner, '45', 'turnaroundMinutes'))).data.message).toMatch(/45 minutes/)
    expect((await run(post(owner, '6', 'holdHours'))).data.message).toMatch(/6 hours/)
    expect(await rentalSettings(db)).toEqual({ turnaroundMinutes: 45, holdMinutes: 6 * 60 })
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', 'like', 'settings.rental-%')
      .orderBy('action')
      .execute()
    expect(audit).toEqual([
      { action: 'settings.rental-hold', before: '{"hours":24}', after: '{"hours":6}' },
      { action: 'settings.rental-turnaround', before: '{"minutes":120}', after: '{"minutes":45}' },
    ])
    // the promise is left as it was
    expect(await responsePromiseMinutes(db)).toBe(promise)
  })

  it('saves when an uncollected rental becomes a no-show, audited, and refuses values out of bounds', async () => {
    const owner = await cookieFor('owner')
    const refused = await run(post(owner, '49', 'noShowHours'))
    expect(refused.init?.status).toBe(400)
    expect(refused.data).toMatchObject({
      fields: { noShowHours: 'At most 48 hours (two days).' },
      value: '49',
    })
    expect(await readSetting(db, noShowAfter)).toBe(4)
    expect((await run(post(owner, '6', 'noShowHours'))).data.message).toBe(
      'Saved: a confirmed rental nobody collects becomes a no-show 6 hours after its start.',
    )
    expect(await readSetting(db, noShowAfter)).toBe(6)
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'settings.rental-no-show')
      .execute()
    expect(audit).toEqual([
      { action: 'settings.rental-no-show', before: '{"hours":4}', after: '{"hours":6}' },
    ])
  })

  it('refuses a post that names no setting as the promise’s, changing nothing', async () => {
    const promise = await responsePromiseMinutes(db)
    const result = await run(post(await cookieFor('owner'), '30', 'other'))
    expect(result.init?.status).toBe(400)
    expect(result.data.fields).toEqual({ minutes: 'Enter a number of minutes.' })
    expect(await responsePromiseMinutes(db)).toBe(promise)
  })

  it('saves how long spam is kept, audited, and refuses values out of bounds', async () => {
    const owner = await cookieFor('owner')
    const refused = await run(post(owner, '0', 'spamDays'))
    expect(refused.init?.status).toBe(400)
    expect(refused.data.fields?.spamDays).toBe('At least 1 day.')
    expect((await run(post(owner, '2.5', 'spamDays'))).data.fields).toEqual({
      spamDays: 'Enter whole days.',
    })
    expect(await readSetting(db, spamRetention)).toBe(30)
    expect((await run(post(owner, '14', 'spamDays'))).data.message).toBe(
      'Saved: quarantined spam is deleted 14 days after it arrived.',
    )
    expect(await readSetting(db, spamRetention)).toBe(14)
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'settings.spam-retention')
      .execute()
    expect(audit).toEqual([
      { action: 'settings.spam-retention', before: '{"days":30}', after: '{"days":14}' },
    ])
  })

  it("saves the alert digests' hour, audited, and refuses an hour that is not one", async () => {
    const owner = await cookieFor('owner')
    for (const [value, message] of [
      ['24', 'Choose an hour of the day.'],
      ['7.5', 'Choose a whole hour.'],
      ['', 'Choose an hour.'],
    ]) {
      const refused = await run(post(owner, value ?? '', 'digestHour'))
      expect(refused.init?.status).toBe(400)
      expect(refused.data.fields?.digestHour).toBe(message)
    }
    expect(await readSetting(db, digestHour)).toBe(8)
    expect((await run(post(owner, '18', 'digestHour'))).data.message).toBe(
      "Saved: buyers' alert digests go out at 6:00 PM Eastern time, from the next one on.",
    )
    expect(await readSetting(db, digestHour)).toBe(18)
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'settings.alert-digest-hour')
      .execute()
    expect(audit).toEqual([
      { action: 'settings.alert-digest-hour', before: '{"hour":8}', after: '{"hour":18}' },
    ])
  })

  it('saves the deposit that holds a cart (whole dollars, 0 for none) and the hold’s days, audited', async () => {
    const owner = await cookieFor('owner')
    for (const value of ['5001', '12.5', '', 'lots']) {
      const refused = await run(post(owner, value, 'holdDepositDollars'))
      expect(refused.init?.status).toBe(400)
      expect(refused.data.fields?.holdDepositDollars).toBe(
        'Enter whole dollars from 0 (no holds) to 5000.',
      )
    }
    expect(await readSetting(db, holdDeposit)).toBe(50_000)
    expect((await run(post(owner, '250', 'holdDepositDollars'))).data.message).toBe(
      'Saved: a cart is held online with a refundable deposit of $250.',
    )
    expect(await readSetting(db, holdDeposit)).toBe(25_000)
    expect((await run(post(owner, '0', 'holdDepositDollars'))).data.message).toBe(
      'Saved: carts can no longer be held online.',
    )
    expect((await run(post(owner, '61', 'holdDays'))).init?.status).toBe(400)
    expect((await run(post(owner, '10', 'holdDays'))).data.message).toBe(
      'Saved: a hold paid from now on lasts 10 days.',
    )
    expect(await readSetting(db, holdDays)).toBe(10)
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', 'like', 'settings.cart-hold-%')
      .orderBy('at')
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      { action: 'settings.cart-hold-deposit', before: '{"cents":50000}', after: '{"cents":25000}' },
      { action: 'settings.cart-hold-deposit', before: '{"cents":25000}', after: '{"cents":0}' },
      { action: 'settings.cart-hold-days', before: '{"days":7}', after: '{"days":10}' },
    ])
  })
})
