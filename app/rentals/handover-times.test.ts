import { describe, expect, it } from 'vitest'

import type { HoursException } from '#app/kernel/dealer/site-hours.ts'
import { seedWeek } from '#app/site/content/hours-seed.ts'
import { siteHoursOn } from '#tests/fixtures/hours.ts'
import { reserveForm } from '#tests/support/reserve-form.ts'

import { type HandoverHours, handoverHoursOf, handoverTimes } from './handover-times.ts'
import { validateReservation } from './reservation-schema.ts'

/* Deliveries follow the delivery hours' closures and special hours; pickups the showroom's. */

// Saturday June 13 2026: the showroom opens 9 AM - 5 PM
const saturday = '2026-06-13'
const deliveryOnly = (open: string | null, close: string | null): HoursException => ({
  id: 'd1',
  week: 'delivery',
  startsOn: saturday,
  endsOn: saturday,
  open,
  close,
  note: 'Van in the shop',
})
const hoursWith = (exception: HoursException) =>
  handoverHoursOf(siteHoursOn('2026-06-01', [exception]).weeks)
const now = new Date('2026-06-01T12:00:00Z')
const noDelivery = 'We do not deliver that day: choose another start day, or pick the cart up'

/** The start day's message for a delivery on the Saturday to Milford, or undefined when it is taken. */
function deliveryRefusal(hours: HandoverHours) {
  const delivery = reserveForm({
    startDay: saturday,
    handover: 'delivery',
    town: 'milford',
    address: '12 Harford St',
  })
  const result = validateReservation(delivery, now, ['milford'], hours)
  return result.ok ? undefined : result.fields.startDay
}

const everyHour = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']

describe('handoverTimes on a day of delivery-only hours', () => {
  it('offers no delivery on a delivery closure, and every hour for a pickup', () => {
    const hours = hoursWith(deliveryOnly(null, null))
    expect(handoverTimes(saturday, hours, 'delivery')).toEqual([])
    expect(handoverTimes(saturday, hours, 'pickup')).toEqual(everyHour)
    // the day after follows the delivery week again: 8 AM to 6 PM
    expect(handoverTimes('2026-06-15', hours, 'delivery')).toEqual(['08:00', ...everyHour, '17:00'])
  })

  it('offers a delivery only the hours that end within special delivery hours', () => {
    const hours = hoursWith(deliveryOnly('10:30', '14:00'))
    expect(handoverTimes(saturday, hours, 'delivery')).toEqual(['11:00', '12:00', '13:00'])
    expect(handoverTimes(saturday, hours)).toEqual(everyHour)
  })

  it('offers a delivery every hour of longer delivery hours, before and after the showroom’s', () => {
    const hours = hoursWith(deliveryOnly('07:00', '20:00'))
    expect(handoverTimes(saturday, hours, 'delivery')).toEqual([
      '07:00',
      '08:00',
      ...everyHour,
      '17:00',
      '18:00',
      '19:00',
    ])
    expect(handoverTimes(saturday, hours)).toEqual(everyHour)
  })

  it('refuses a delivery on a delivery closure with its own message, and takes a pickup', () => {
    const hours = hoursWith(deliveryOnly(null, null))
    expect(deliveryRefusal(hours)).toBe(noDelivery)
    const pickup = reserveForm({ startDay: saturday })
    expect(validateReservation(pickup, now, ['milford'], hours).ok).toBe(true)
  })
})

describe('handoverTimes in the published weeks', () => {
  // the town pages' delivery hours: Monday to Saturday 8-6, Sunday 10-4; showrooms closed on Sundays
  const hours = handoverHoursOf({
    showroom: seedWeek('showroom'),
    delivery: seedWeek('delivery'),
  })
  const sunday = '2026-06-14'
  const delivered = (startDay: string, startTime: string) =>
    validateReservation(
      reserveForm({
        startDay,
        startTime,
        handover: 'delivery',
        town: 'milford',
        address: '12 Harford St',
      }),
      now,
      ['milford'],
      hours,
    )

  it('offers a delivery every hour the delivery hours allow, Sundays too', () => {
    expect(handoverTimes('2026-06-15', hours, 'delivery')).toEqual(['08:00', ...everyHour, '17:00'])
    expect(handoverTimes(sunday, hours, 'delivery')).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ])
  })

  it('keeps a pickup to the showroom’s hours', () => {
    expect(handoverTimes('2026-06-15', hours, 'pickup')).toEqual(everyHour)
    expect(handoverTimes(sunday, hours, 'pickup')).toEqual([])
  })

  it('takes a delivery at 8 AM, 5 PM and on a Sunday, and refuses one outside those hours', () => {
    expect(delivered('2026-06-15', '08:00').ok).toBe(true)
    expect(delivered('2026-06-15', '17:00').ok).toBe(true)
    expect(delivered(sunday, '10:00').ok).toBe(true)
    const late = delivered(sunday, '16:00')
    expect(late.ok ? undefined : late.fields.startTime).toBe(
      'Choose a time on the hour from 10 AM to 3 PM',
    )
    const pickup = validateReservation(reserveForm({ startDay: sunday }), now, ['milford'], hours)
    expect(pickup.ok ? undefined : pickup.fields.startDay).toBe(
      'Our showrooms are closed that day: choose another start day',
    )
  })
})

describe('handoverTimes on a weekday the delivery hours are closed', () => {
  // the seeded showroom week, and a delivery week without Saturdays
  const hours = {
    ...seedWeek('showroom'),
    delivery: {
      timeZone: 'America/New_York',
      spans: [
        { from: 'Mon', to: 'Fri', open: '10:00', close: '18:00' },
        { from: 'Sat', to: 'Sun', closed: true },
      ],
    },
  } satisfies HandoverHours

  it('offers no delivery that weekday, and every showroom hour for a pickup', () => {
    expect(handoverTimes(saturday, hours, 'delivery')).toEqual([])
    expect(handoverTimes(saturday, hours)).toEqual(everyHour)
  })

  it('offers a delivery the delivery hours on other days', () => {
    expect(handoverTimes('2026-06-15', hours, 'delivery')).toEqual([...everyHour.slice(1), '17:00'])
  })

  it('refuses a delivery that weekday with the delivery message', () => {
    expect(deliveryRefusal(hours)).toBe(noDelivery)
  })
})
