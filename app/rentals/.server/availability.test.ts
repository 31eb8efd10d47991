import { describe, expect, it } from 'vitest'

import { bookingWindow } from '#app/rentals/booking-window.ts'
import { seedWeek } from '#app/site/content/hours-seed.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { blockCarts, holdRequest, now } from '#tests/support/rental-requests.ts'

import { cartTypeAvailability } from './availability'
import { placeHold } from './holds'

/* The calendar renters see, on the seeded fleet (two 6-seaters, one utility), on both engines. */

const db = eachTestDatabase()

const hours = seedWeek('showroom')
const options = { now, turnaroundMinutes: 120, hours }
const byDay = async (type: Parameters<typeof cartTypeAvailability>[1]) =>
  new Map((await cartTypeAvailability(db(), type, options)).pickup.map((d) => [d.day, d]))

describe('cartTypeAvailability', () => {
  it('covers six months from today on the dealer’s calendar', async () => {
    const days = (await cartTypeAvailability(db(), 'four-seater', options)).pickup
    expect(days[0]?.day).toBe('2026-06-01')
    expect(days.at(-1)?.day).toBe('2026-11-30')
    expect(days).toHaveLength(183)
    expect(bookingWindow('2026-08-31')).toEqual({
      first: '2026-08-31',
      last: '2027-03-02',
      end: '2027-03-03',
    })
  })

  it('marks a day booked only when every cart of the type is held for a day’s rental', async () => {
    // Saturday June 13 10 AM to Monday 10 AM, plus the turnaround
    expect((await placeHold(db(), holdRequest('six-seater'))).ok).toBe(true)
    const one = await byDay('six-seater')
    expect(one.get('2026-06-13')).toEqual({ day: '2026-06-13', free: true })
    expect((await placeHold(db(), holdRequest('six-seater'))).ok).toBe(true)
    const both = await byDay('six-seater')
    // a day's rental from Friday would run into Saturday's holds
    expect(both.get('2026-06-12')).toEqual({ day: '2026-06-12', free: false, reason: 'booked' })
    expect(both.get('2026-06-13')).toEqual({ day: '2026-06-13', free: false, reason: 'booked' })
    expect(both.get('2026-06-14')).toEqual({ day: '2026-06-14', free: false, reason: 'closed' })
    // the carts are back at noon on Monday: a rental can start at 1 PM
    expect(both.get('2026-06-15')).toEqual({ day: '2026-06-15', free: true })
    expect(both.get('2026-06-11')).toEqual({ day: '2026-06-11', free: true })
    // other types are untouched
    expect((await byDay('four-seater')).get('2026-06-13')?.free).toBe(true)
  })

  it('says when the carts are in maintenance, or the type has none', async () => {
    await blockCarts(db(), 'utility', { firstDay: '2026-07-01', lastDay: '2026-07-03' })
    const utility = await byDay('utility')
    expect(utility.get('2026-07-02')).toEqual({
      day: '2026-07-02',
      free: false,
      reason: 'maintenance',
    })
    expect(utility.get('2026-07-04')?.free).toBe(true)
    await db()
      .updateTable('rental_carts')
      .set({ state: 'retired' })
      .where('cart_type', '=', 'utility')
      .execute()
    expect((await byDay('utility')).get('2026-07-04')).toEqual({
      day: '2026-07-04',
      free: false,
      reason: 'no-carts',
    })
  })

  it('says the showrooms are closed on a dated closure, and offers only special hours', async () => {
    const closures = {
      ...hours,
      dates: { '2026-06-03': null, '2026-06-04': { open: '16:00', close: '17:00' } },
    }
    const days = new Map(
      (await cartTypeAvailability(db(), 'four-seater', { ...options, hours: closures })).pickup.map(
        (d) => [d.day, d],
      ),
    )
    expect(days.get('2026-06-03')).toEqual({ day: '2026-06-03', free: false, reason: 'closed' })
    expect(days.get('2026-06-04')?.free).toBe(true)
    // the same Wednesday a week on keeps its regular hours
    expect(days.get('2026-06-10')?.free).toBe(true)
  })

  it('leaves out the hours already passed today', async () => {
    // 4:30 PM on Monday June 1 in Pennsylvania: the last handover hour has passed
    const late = await cartTypeAvailability(db(), 'four-seater', {
      now: new Date('2026-06-01T20:30:00Z'),
      turnaroundMinutes: 120,
      hours: { ...hours, delivery: seedWeek('delivery') },
    })
    expect(late.pickup[0]).toEqual({ day: '2026-06-01', free: false, reason: 'too-late' })
    expect(late.pickup[1]).toEqual({ day: '2026-06-02', free: true })
    // a delivery still can: the delivery hours run to 6 PM
    expect(late.delivery[0]).toEqual({ day: '2026-06-01', free: true })
  })

  it('follows the delivery hours for a delivery: Sundays free, when the showrooms are closed', async () => {
    const both = { ...hours, delivery: seedWeek('delivery') }
    const days = await cartTypeAvailability(db(), 'four-seater', { ...options, hours: both })
    const sunday = (list: typeof days.pickup) => list.find((d) => d.day === '2026-06-14')
    expect(sunday(days.pickup)).toEqual({ day: '2026-06-14', free: false, reason: 'closed' })
    expect(sunday(days.delivery)).toEqual({ day: '2026-06-14', free: true })
    // a delivery closure is a day without delivery, whatever the showroom's hours
    const vanAway = { ...both, delivery: { ...both.delivery, dates: { '2026-06-13': null } } }
    const away = await cartTypeAvailability(db(), 'four-seater', { ...options, hours: vanAway })
    expect(away.delivery.find((d) => d.day === '2026-06-13')).toEqual({
      day: '2026-06-13',
      free: false,
      reason: 'no-delivery',
    })
    expect(away.pickup.find((d) => d.day === '2026-06-13')?.free).toBe(true)
  })
})
