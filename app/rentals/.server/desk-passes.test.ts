import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import {
  deskStaff as actor,
  holdRequest,
  hours,
  now,
  siteUrl,
  weekendEnd,
  weekendStart,
} from '#tests/support/rental-requests.ts'

import { checkOut } from './desk'
import { placeHold } from './holds'
import { markNoShow, markNoShows } from './no-show'
import { overdueReturnCount, sendOverdueReturnNotices } from './overdue'
import { confirmReservation } from './staff-actions'

/* The scheduler's no-show and overdue-return passes, and staff marking a no-show, on both engines. */

const db = eachTestDatabase()

const settings = { MAIL_TO_SALES: 'sales@carts.example', SITE_URL: siteUrl }
const at = (ms: number) => new Date(ms)

async function confirmed() {
  const hold = await placeHold(db(), holdRequest('utility'))
  if (!hold.ok) throw new Error('the utility cart should be free')
  const answer = await confirmReservation(db(), { id: hold.id, version: 1, actor, now, siteUrl })
  if (!answer.ok) throw new Error('the request should confirm')
  return hold
}

async function out() {
  const hold = await confirmed()
  const result = await checkOut(db(), {
    id: hold.id,
    version: 2,
    actor,
    now: weekendStart,
    siteUrl,
    checkout: {
      cartId: '',
      battery: 90,
      hourMeter: 10,
      deposit: 600,
      depositMethod: 'cash',
      evenIfNotReady: false,
    },
    photos: [],
  })
  if (!result.ok) throw new Error('the cart should check out')
  return hold
}

const status = async (id: string) =>
  (
    await db()
      .selectFrom('rental_reservations')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status

const mails = (kind: 'staff' | 'renter') =>
  db().selectFrom('outbox').select(['recipient', 'payload']).where('kind', '=', kind).execute()

describe('no-shows', () => {
  it('a confirmed rental not collected 4 hours after its start becomes a no-show, once, with the rule’s outcome', async () => {
    const hold = await confirmed()
    const pass = (ms: number) => markNoShows(db(), { now: at(ms), hours: 4, siteUrl })
    expect(await pass(weekendStart.getTime() + hours(3.9))).toBe(0)
    expect(await status(hold.id)).toBe('confirmed')
    const renterBefore = (await mails('renter')).length

    const when = weekendStart.getTime() + hours(4)
    const results = await Promise.all([pass(when), pass(when), pass(when)])
    expect(results.reduce((a, b) => a + b, 0)).toBe(1)
    expect(await status(hold.id)).toBe('no_show')
    const sent = (await mails('renter')).slice(renterBefore)
    expect(sent).toHaveLength(1)
    const text = (JSON.parse(sent[0]?.payload ?? '{}') as { text: string }).text
    expect(text).toContain('recorded it as a no-show')
    expect(text).toMatch(/no refund: \$[\d,]+ of the rent stays due/)
    const event = await db()
      .selectFrom('rental_reservation_events')
      .select(['kind', 'detail'])
      .where('reservation_id', '=', hold.id)
      .where('kind', '=', 'no-show')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(event.detail ?? '{}')).toMatchObject({
      by: 'clock',
      terms: 'no-show',
      refundPercent: 0,
    })
    // the cart is free again for the same weekend
    expect((await placeHold(db(), holdRequest('utility'))).ok).toBe(true)
  })

  it('staff mark a no-show by hand only after the start', async () => {
    const hold = await confirmed()
    const byHand = (ms: number, version = 2) =>
      markNoShow(db(), { id: hold.id, version, actor, now: at(ms), siteUrl })
    expect(await byHand(weekendStart.getTime() - hours(1))).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'The rental has not started yet: it is a no-show only after its start.',
    })
    expect(await byHand(weekendStart.getTime() + hours(1), 1)).toMatchObject({ reason: 'conflict' })
    expect(await byHand(weekendStart.getTime() + hours(1))).toEqual({ ok: true })
    expect(await status(hold.id)).toBe('no_show')
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'rental.no-show')
      .execute()
    expect(audit).toHaveLength(1)
  })
})

describe('overdue returns', () => {
  it('an out cart past its end is counted, stays unavailable until back, and staff are told once', async () => {
    const hold = await out()
    const nextWeek = new Date(weekendStart.getTime() + hours(24 * 7))
    const nextRequest = (at: Date) =>
      placeHold(db(), {
        ...holdRequest('utility', nextWeek, new Date(nextWeek.getTime() + hours(24))),
        now: at,
      })
    const before = new Date(weekendEnd.getTime() - hours(1))
    expect(await overdueReturnCount(db(), before)).toBe(0)
    expect(await sendOverdueReturnNotices(db(), { now: before, settings })).toBe(0)

    const late = new Date(weekendEnd.getTime() + hours(1))
    expect(await overdueReturnCount(db(), late)).toBe(1)
    // a cart not back is never promised to the next renter, however far ahead
    expect(await nextRequest(late)).toEqual({ ok: false, reason: 'no-free-cart' })

    const results = await Promise.all(
      [0, 1, 2].map(() => sendOverdueReturnNotices(db(), { now: late, settings })),
    )
    expect(results.reduce((a, b) => a + b, 0)).toBe(1)
    const staff = await mails('staff')
    expect(staff).toHaveLength(1)
    expect(staff[0]?.recipient).toBe('sales@carts.example')
    const text = (JSON.parse(staff[0]?.payload ?? '{}') as { text: string }).text
    expect(text).toContain(`${siteUrl}/admin/rentals/${hold.id}`)
    expect(
      await sendOverdueReturnNotices(db(), { now: new Date(late.getTime() + hours(5)), settings }),
    ).toBe(0)
  })

  it('an out cart not yet due leaves later days free', async () => {
    await out()
    const nextWeek = new Date(weekendStart.getTime() + hours(24 * 7))
    const onTime = new Date(weekendEnd.getTime() - hours(2))
    const hold = await placeHold(db(), {
      ...holdRequest('utility', nextWeek, new Date(nextWeek.getTime() + hours(24))),
      now: onTime,
    })
    expect(hold.ok).toBe(true)
  })
})
