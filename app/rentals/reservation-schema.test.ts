import { describe, expect, it } from 'vitest'

import { seedWeek } from '#app/site/content/hours-seed.ts'
import { reserveForm } from '#tests/support/reserve-form.ts'

import { bookingWindow } from './booking-window.ts'
import { handoverTimes, zonedInstant } from './handover-times.ts'
import {
  daysOfPlan,
  reservationDraft,
  reservationPrefill,
  validateReservation,
} from './reservation-schema.ts'

// Monday June 1 2026, 8 AM in Pennsylvania
const now = new Date('2026-06-01T12:00:00Z')
const towns = ['milford', 'hawley']

const hours = seedWeek('showroom')

const startDay = '2026-06-13'
const valid = reserveForm({ startDay })

const refusal = (change: Record<string, unknown>, at = now) => {
  const result = validateReservation({ ...valid, ...change }, at, towns, hours)
  if (result.ok) throw new Error('expected a refusal')
  return result
}

describe('validateReservation', () => {
  it('turns a complete form into a request in the dealer’s time', () => {
    const result = validateReservation(valid, now, towns, hours)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data).toMatchObject({
      cartType: 'six-seater',
      days: 2,
      extraDrivers: 1,
      sameDay: false,
      handover: { kind: 'pickup', locationId: 'scranton' },
    })
    // 10 AM EDT is 14:00 UTC; two 24-hour days later
    expect(result.data.start.toISOString()).toBe('2026-06-13T14:00:00.000Z')
    expect(result.data.end.toISOString()).toBe('2026-06-15T14:00:00.000Z')
  })

  it('gives each bad input its own message', () => {
    expect(refusal({ startDay: '2026-05-30' }).fields.startDay).toMatch(/day has passed/)
    // 10:30 AM in Pennsylvania: 9 AM today has passed
    const midMorning = new Date('2026-06-01T14:30:00Z')
    expect(
      refusal({ startDay: '2026-06-01', startTime: '09:00' }, midMorning).fields.startTime,
    ).toMatch(/time has passed/)
    expect(refusal({ days: '0' }).fields.days).toMatch(/return must come after the start/)
    expect(refusal({ days: '-3' }).fields.days).toMatch(/return must come after the start/)
    expect(refusal({ days: '31' }).fields.days).toMatch(/at most 30 days/)
    expect(refusal({ days: 'many' }).fields.days).toMatch(/1 to 30/)
    expect(refusal({ extraDrivers: '3' }).fields.extraDrivers).toBe(
      'At most 2 additional drivers can be added to a rental',
    )
    expect(refusal({ adult: undefined }).fields.adult).toBe(
      'You must be 18 or older to rent a cart',
    )
    expect(refusal({ terms: '' }).fields.terms).toBe('Accept the rental terms to send your request')
    expect(
      refusal({ handover: 'delivery', town: 'atlantis', address: '1 Main St' }).fields.town,
    ).toMatch(/do not deliver to that town/)
    expect(refusal({ handover: 'delivery', town: 'milford', address: '' }).fields.address).toMatch(
      /street address/,
    )
    expect(refusal({ locationId: 'online' }).fields.locationId).toMatch(/showroom/)
    expect(refusal({ cartType: 'limousine' }).fields.cartType).toMatch(/Choose a cart/)
    expect(refusal({ email: 'nope' }).fields.email).toBe('Invalid email address')
  })

  it('hands carts over only on the hour while the showroom is open', () => {
    // June 14 2026 is a Sunday: closed
    expect(refusal({ startDay: '2026-06-14' }).fields.startDay).toMatch(/closed that day/)
    expect(refusal({ startTime: '17:00' }).fields.startTime).toBe(
      'Choose a time on the hour from 9 AM to 4 PM',
    )
    expect(refusal({ startTime: '10:30' }).fields.startTime).toBeDefined()
  })

  it('takes same-day delivery before the cut-off, with the rush fee, and refuses it after', () => {
    const delivery = { handover: 'delivery', town: 'Milford', address: '12 Harford St' }
    const today = { ...delivery, startDay: '2026-06-01', startTime: '15:00' }
    const early = validateReservation({ ...valid, ...today }, now, towns, hours)
    expect(early.ok && early.data.sameDay).toBe(true)
    expect(early.ok && early.data.handover).toEqual({
      kind: 'delivery',
      townSlug: 'milford',
      address: '12 Harford St',
      leaveAt: 'In the driveway',
    })
    // 2:30 PM in Pennsylvania: past the 2 PM cut-off
    const late = refusal(today, new Date('2026-06-01T18:30:00Z'))
    expect(late.fields.startDay).toMatch(/Same-day delivery must be ordered before 2 PM/)
  })

  it('takes starts up to the calendar’s last day, six months ahead, and refuses later ones', () => {
    // Saturday November 28 2026, noon in Pennsylvania: the calendar runs to May 27 2027
    const november = new Date('2026-11-28T17:00:00Z')
    expect(bookingWindow('2026-11-28').last).toBe('2027-05-27')
    const lastDay = validateReservation(
      { ...valid, startDay: '2027-05-27' },
      november,
      towns,
      hours,
    )
    expect(lastDay.ok).toBe(true)
    const message =
      'We take reservations up to 6 months ahead: choose a start day up to May 27, 2027'
    for (const startDay of ['2027-05-28', '2027-05-31', '9999-06-05']) {
      const result = refusal({ startDay }, november)
      expect(result.fields.startDay).toBe(message)
      expect(result.error).toBe(message)
    }
  })

  it('answers anything but a form with messages, not an exception', () => {
    const result = validateReservation(null, now, towns, hours)
    expect(result.ok).toBe(false)
  })
})

describe('handover times and instants', () => {
  it('lists the open hours of a weekday and none of a Sunday', () => {
    expect(handoverTimes('2026-06-13', hours)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ])
    expect(handoverTimes('2026-06-14', hours)).toEqual([])
    expect(handoverTimes('2026-02-30', hours)).toEqual([])
  })

  it('follows a dated closure and special hours, and the week on other days', () => {
    const dated = {
      ...hours,
      dates: { '2026-06-13': null, '2026-06-15': { open: '10:30', close: '13:00' } },
    }
    expect(handoverTimes('2026-06-13', dated)).toEqual([])
    expect(handoverTimes('2026-06-15', dated)).toEqual(['11:00', '12:00'])
    expect(handoverTimes('2026-06-20', dated)).toHaveLength(8)
  })

  it('refuses a start on a closed day with the showrooms-closed message', () => {
    const closed = { ...hours, dates: { [startDay]: null } }
    const result = validateReservation(valid, now, towns, closed)
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.fields.startDay).toBe(
        'Our showrooms are closed that day: choose another start day',
      )
  })

  it('reads the wall clock of the dealer’s zone on both sides of a DST change', () => {
    expect(zonedInstant('2026-01-10', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-01-10T14:00:00.000Z',
    )
    expect(zonedInstant('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    )
  })
})

describe('prefill and draft', () => {
  it('preselects the plan’s days, the type and the town', () => {
    expect([
      daysOfPlan('daily'),
      daysOfPlan('three-day'),
      daysOfPlan('weekly'),
      daysOfPlan('monthly'),
    ]).toEqual([1, 3, 7, 30])
    const prefill = reservationPrefill({
      type: 'utility',
      plan: 'weekly',
      town: 'milford',
      startDay: '2026-06-02',
      startTime: '09:00',
    })
    expect(prefill).toMatchObject({
      cartType: 'utility',
      days: '7',
      handover: 'delivery',
      town: 'milford',
    })
    expect(reservationPrefill({ type: 'bus', startDay: '', startTime: '' }).cartType).toBe(
      'four-seater',
    )
  })

  it('shows the typed text again and unticks what was not sent', () => {
    const defaults = reservationPrefill({ startDay: '2026-06-02', startTime: '09:00' })
    const draft = reservationDraft({ firstName: 'Ann', days: 4 }, defaults)
    expect(draft).toMatchObject({ firstName: 'Ann', days: '1', adult: '', terms: '' })
  })
})
