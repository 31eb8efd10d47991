import { describe, expect, it } from 'vitest'

import { clockMonthDay } from '#app/kernel/dealer-clock.ts'

import { startOfToday, weekStarts } from './periods'

const zone = 'America/New_York'

describe('lead periods on the dealer clock', () => {
  it("starts today at local midnight, also when UTC's day has already turned", () => {
    // 23:30 Eastern on Monday is 04:30 UTC on Tuesday
    expect(startOfToday(new Date('2026-11-24T04:30:00Z'), zone).toISOString()).toBe(
      '2026-11-23T05:00:00.000Z',
    )
  })

  it('starts weeks on Monday 00:00 Eastern; a Sunday belongs to the week before', () => {
    const starts = weekStarts(new Date('2026-11-29T20:00:00Z'), zone, 2) // Sunday afternoon
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2026-11-16T05:00:00.000Z',
      '2026-11-23T05:00:00.000Z',
    ])
    expect(weekStarts(new Date('2026-11-23T05:00:00Z'), zone, 1)[0]?.toISOString()).toBe(
      '2026-11-23T05:00:00.000Z',
    )
  })

  it('keeps Monday midnight across the autumn and spring clock changes', () => {
    const autumn = weekStarts(new Date('2026-11-04T15:00:00Z'), zone, 2)
    // Monday 26 October is daylight time (UTC-4), Monday 2 November standard time (UTC-5)
    expect(autumn.map((d) => d.toISOString())).toEqual([
      '2026-10-26T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ])
    const spring = weekStarts(new Date('2026-03-10T15:00:00Z'), zone, 2)
    expect(spring.map((d) => d.toISOString())).toEqual([
      '2026-03-02T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ])
    expect(clockMonthDay(spring[1]!)).toBe('Mar 9')
  })
})
