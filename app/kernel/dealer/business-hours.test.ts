import { describe, expect, it } from 'vitest'

import { seedWeek } from '#app/site/content/hours-seed.ts'
import { siteHoursOn } from '#tests/fixtures/hours.ts'

import {
  addBusinessMinutes,
  businessMinutesBetween,
  hoursRows,
  isWithinHours,
  openingHoursSchema,
} from './business-hours'

const salesHours = seedWeek('showroom')
const hours = siteHoursOn('2026-06-01').sets

/** Instants written with their Eastern offset, so each case reads as the dealer's clock. */
const at = (text: string) => new Date(text)
const due = (from: string, minutes: number) =>
  addBusinessMinutes(salesHours, at(from), minutes).toISOString()
const between = (from: string, to: string) => businessMinutesBetween(salesHours, at(from), at(to))

describe('addBusinessMinutes in the sales hours (Mon-Sat 9-5 Eastern, Sunday closed)', () => {
  // each row: the case, when the lead came, the promise in minutes, when it falls due
  it.each<[string, string, number, string]>([
    [
      'counts from opening for a lead sent before opening',
      '2026-01-05T07:30:00-05:00',
      60,
      '2026-01-05T10:00:00-05:00',
    ],
    [
      'counts within the day when there is time before closing',
      '2026-01-06T11:15:00-05:00',
      60,
      '2026-01-06T12:15:00-05:00',
    ],
    [
      'carries the rest across closing into the next morning',
      '2026-01-06T16:30:00-05:00',
      60,
      '2026-01-07T09:30:00-05:00',
    ],
    [
      'falls due exactly at closing when the promise ends there',
      '2026-01-06T16:00:00-05:00',
      60,
      '2026-01-06T17:00:00-05:00',
    ],
    [
      'counts a lead sent exactly at closing from the next opening',
      '2026-01-07T17:00:00-05:00',
      60,
      '2026-01-08T10:00:00-05:00',
    ],
    [
      'makes a lead sent Saturday at 16:50 due Monday at 9:50',
      '2026-01-10T16:50:00-05:00',
      60,
      '2026-01-12T09:50:00-05:00',
    ],
    [
      'skips Sunday for a lead sent on Sunday',
      '2026-01-11T12:00:00-05:00',
      60,
      '2026-01-12T10:00:00-05:00',
    ],
    // 30 minutes on Saturday in EST, the other 30 on Monday in EDT
    [
      'crosses the March change to daylight time (Sunday March 8, 2026)',
      '2026-03-07T16:30:00-05:00',
      60,
      '2026-03-09T09:30:00-04:00',
    ],
    [
      'crosses the November change back to standard time (Sunday November 1, 2026)',
      '2026-10-31T16:30:00-04:00',
      60,
      '2026-11-02T09:30:00-05:00',
    ],
    // Friday 5 h + Saturday 8 h + Monday 8 h + Tuesday 3 h = 24 h
    [
      'spans several days for a long promise (3 business days from Friday noon)',
      '2026-01-09T12:00:00-05:00',
      3 * 8 * 60,
      '2026-01-13T12:00:00-05:00',
    ],
  ])('%s', (_case, from, minutes, expected) => {
    expect(due(from, minutes)).toBe(at(expected).toISOString())
  })

  it('opens at 9:00 local time on each side of a change', () => {
    expect(due('2026-03-09T06:00:00-04:00', 15)).toBe(at('2026-03-09T09:15:00-04:00').toISOString())
    expect(due('2026-11-02T06:00:00-05:00', 15)).toBe(at('2026-11-02T09:15:00-05:00').toISOString())
  })
})

describe('businessMinutesBetween', () => {
  it('counts only open time', () => {
    // Friday 16:00 → Monday 10:00: 60 on Friday, 480 on Saturday, 60 on Monday
    expect(between('2026-01-09T16:00:00-05:00', '2026-01-12T10:00:00-05:00')).toBe(600)
  })

  it('is 0 outside the hours and when the end is not later', () => {
    expect(between('2026-01-11T08:00:00-05:00', '2026-01-11T20:00:00-05:00')).toBe(0)
    expect(between('2026-01-12T10:00:00-05:00', '2026-01-12T09:00:00-05:00')).toBe(0)
  })

  it('counts across a daylight-saving change in hours of the clock, not of UTC', () => {
    expect(between('2026-03-07T16:30:00-05:00', '2026-03-09T09:30:00-04:00')).toBe(60)
    expect(between('2026-10-31T16:30:00-04:00', '2026-11-02T09:30:00-05:00')).toBe(60)
  })

  it('undoes addBusinessMinutes for any start and promise over a year', () => {
    const start = at('2026-01-01T00:00:00Z').getTime()
    for (let i = 0; i < 400; i++) {
      const from = new Date(start + ((i * 7919 * 60_000) % (366 * 86_400_000)))
      const minutes = 15 + ((i * 37) % (3 * 480))
      const to = addBusinessMinutes(salesHours, from, minutes)
      expect(businessMinutesBetween(salesHours, from, to)).toBe(minutes)
    }
  })
})

describe('isWithinHours', () => {
  it('includes opening and excludes closing', () => {
    expect(isWithinHours(salesHours, at('2026-01-05T09:00:00-05:00'))).toBe(true)
    expect(isWithinHours(salesHours, at('2026-01-05T16:59:59-05:00'))).toBe(true)
    expect(isWithinHours(salesHours, at('2026-01-05T17:00:00-05:00'))).toBe(false)
    expect(isWithinHours(salesHours, at('2026-01-05T08:59:00-05:00'))).toBe(false)
  })

  it('is open on Saturday and closed on Sunday, in summer time too', () => {
    expect(isWithinHours(salesHours, at('2026-07-04T10:00:00-04:00'))).toBe(true)
    expect(isWithinHours(salesHours, at('2026-07-05T10:00:00-04:00'))).toBe(false)
    // 13:30 UTC is 9:30 in July but 8:30 in January
    expect(isWithinHours(salesHours, at('2026-07-06T13:30:00Z'))).toBe(true)
    expect(isWithinHours(salesHours, at('2026-01-05T13:30:00Z'))).toBe(false)
  })
})

describe('the hours as shown', () => {
  it('reads as the dealer writes them', () => {
    expect(hoursRows(salesHours)).toEqual([
      { days: 'Monday - Friday', hours: '9:00 AM - 5:00 PM' },
      { days: 'Saturday', hours: '9:00 AM - 5:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ])
    expect(hours.showroomAbout.rows[2]).toEqual({ days: 'Sunday', hours: 'By appointment' })
    expect(openingHoursSchema(salesHours)).toEqual(['Mo-Fr 09:00-17:00', 'Sa 09:00-17:00'])
  })

  it('writes noon and midnight on the 12-hour clock', () => {
    const rows = hoursRows({
      timeZone: 'America/New_York',
      spans: [{ from: 'Sun', to: 'Sat', open: '00:30', close: '12:00' }],
    })
    expect(rows).toEqual([{ days: 'Sunday - Saturday', hours: '12:30 AM - 12:00 PM' }])
  })
})
