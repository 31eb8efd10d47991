import { describe, expect, it } from 'vitest'

import {
  clockDay,
  clockDayTime,
  clockDayTimeYear,
  clockMonthDay,
  clockTime,
  dealerMoment,
  dealerTime,
  longDayText,
  longDayYearText,
  monthDayYearText,
  monthYearText,
  readableTime,
  shortDayText,
  shortDayYearText,
  shortMonthText,
  shortMonthYearText,
  weekdayLong,
  weekdayMonthDayText,
  weekdayShort,
} from './dealer-clock.ts'

// ICU puts a narrow or a plain space before AM/PM, by version: the staff formats keep it
const spaced = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

// 2026-03-08: New York's clocks go from 2:00 EST to 3:00 EDT (07:00 UTC)
const beforeSpring = new Date('2026-03-08T06:30:00Z') // 1:30 AM EST
const afterSpring = new Date('2026-03-08T07:30:00Z') // 3:30 AM EDT
// 2026-11-01: from 2:00 EDT back to 1:00 EST (06:00 UTC); 1:30 comes twice
const firstOneThirty = new Date('2026-11-01T05:30:00Z')
const secondOneThirty = new Date('2026-11-01T06:30:00Z')

describe('dealerTime', () => {
  const now = new Date('2026-07-15T12:00:00Z')

  it('says a summer time on the dealer clock, daylight saving included', () => {
    // 21:33 UTC is 5:33 PM in New York in July
    expect(spaced(dealerTime('2026-07-04T21:33:00Z', { now }))).toBe('Sat, Jul 4, 5:33 PM EDT')
  })

  it('says a winter time in standard time, with its year when it is not this year', () => {
    expect(spaced(dealerTime('2025-12-29T21:05:00Z', { now }))).toBe(
      'Mon, Dec 29, 2025, 4:05 PM EST',
    )
  })

  it('takes the year from the dealer clock: New Year in New York is later than in UTC', () => {
    // 02:00 UTC on January 1 is still December 31 in New York
    const newYear = new Date('2027-01-01T12:00:00Z')
    expect(spaced(dealerTime('2027-01-01T02:00:00Z', { now: newYear }))).toBe(
      'Thu, Dec 31, 2026, 9:00 PM EST',
    )
  })

  it('gives seconds when asked, and takes a Date as well as ISO text', () => {
    expect(spaced(dealerTime(new Date('2026-03-04T14:05:59Z'), { now, seconds: true }))).toBe(
      'Wed, Mar 4, 9:05:59 AM EST',
    )
    expect(spaced(dealerTime('2024-03-04T14:05:59Z', { now, seconds: true }))).toBe(
      'Mon, Mar 4, 2024, 9:05:59 AM EST',
    )
  })

  it('changes zone name across the spring and autumn changes', () => {
    expect(spaced(dealerTime(beforeSpring, { now }))).toBe('Sun, Mar 8, 1:30 AM EST')
    expect(spaced(dealerTime(afterSpring, { now }))).toBe('Sun, Mar 8, 3:30 AM EDT')
    expect(spaced(dealerTime(firstOneThirty, { now }))).toBe('Sun, Nov 1, 1:30 AM EDT')
    expect(spaced(dealerTime(secondOneThirty, { now }))).toBe('Sun, Nov 1, 1:30 AM EST')
  })
})

describe('instants on the dealer clock', () => {
  it('says the time, the day and both, an hour apart across the spring change', () => {
    expect(spaced(clockTime(beforeSpring))).toBe('1:30 AM')
    expect(spaced(clockTime(afterSpring))).toBe('3:30 AM')
    expect(spaced(clockDayTime(afterSpring))).toBe('Sun, Mar 8, 3:30 AM')
    expect(spaced(clockDayTimeYear(afterSpring))).toBe('Sun, Mar 8, 2026, 3:30 AM')
  })

  it('says the dealer’s day, not UTC’s', () => {
    // 03:00 UTC on March 8 is still March 7 in New York
    const lateEvening = new Date('2026-03-08T03:00:00Z')
    expect(clockDay(lateEvening)).toBe('Sat, Mar 7')
    expect(clockMonthDay(lateEvening)).toBe('Mar 7')
    expect(clockMonthDay(afterSpring)).toBe('Mar 8')
  })

  it('says renters’ and e-mails’ times with ordinary spaces and the zone of the day', () => {
    expect(dealerMoment(beforeSpring)).toBe('Sunday, March 8 at 1:30 AM EST')
    expect(dealerMoment(afterSpring)).toBe('Sunday, March 8 at 3:30 AM EDT')
    expect(readableTime(firstOneThirty)).toBe('Sunday, November 1, 2026 at 1:30 AM EDT')
    expect(readableTime(secondOneThirty)).toBe('Sunday, November 1, 2026 at 1:30 AM EST')
    expect(readableTime(new Date('2025-07-04T16:05:00Z'))).not.toMatch(/[\u202f\u00a0]/)
  })
})

describe('calendar days and months', () => {
  it('names a day whatever the zone, the change days included', () => {
    expect(weekdayShort('2026-03-08')).toBe('Sun')
    expect(weekdayLong('2026-11-01')).toBe('Sunday')
    expect(shortDayText('2026-12-01')).toBe('Tue, Dec 1')
    expect(shortDayYearText('2026-06-13')).toBe('Sat, Jun 13, 2026')
    expect(weekdayMonthDayText('2026-11-26')).toBe('Thursday, Nov 26')
    expect(longDayText('2026-03-08')).toBe('Sunday, March 8')
    expect(longDayYearText('2025-07-04')).toBe('Friday, July 4, 2025')
    expect(monthDayYearText('2026-06-13')).toBe('June 13, 2026')
  })

  it('names a month', () => {
    expect(monthYearText('2026-06')).toBe('June 2026')
    expect(shortMonthText('2026-06')).toBe('Jun')
    expect(shortMonthYearText('2026-06')).toBe('Jun 2026')
  })
})
