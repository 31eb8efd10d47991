import { describe, expect, it } from 'vitest'

import { dealerTime } from './dealer-time.ts'

// ICU puts a narrow or a plain space before AM/PM, by version
const s = '\\s'

describe('dealerTime', () => {
  const now = new Date('2026-07-15T12:00:00Z')

  it('says a summer time on the dealer clock, daylight saving included', () => {
    // 21:33 UTC is 5:33 PM in New York in July
    expect(dealerTime('2026-07-04T21:33:00Z', { now })).toMatch(
      new RegExp(`^Sat, Jul 4, 5:33${s}PM EDT$`),
    )
  })

  it('says a winter time in standard time, with its year when it is not this year', () => {
    expect(dealerTime('2025-12-29T21:05:00Z', { now })).toMatch(
      new RegExp(`^Mon, Dec 29, 2025, 4:05${s}PM EST$`),
    )
  })

  it('takes the year from the dealer clock: New Year in New York is later than in UTC', () => {
    // 02:00 UTC on January 1 is still December 31 in New York
    const newYear = new Date('2027-01-01T12:00:00Z')
    expect(dealerTime('2027-01-01T02:00:00Z', { now: newYear })).toMatch(
      new RegExp(`^Thu, Dec 31, 2026, 9:00${s}PM EST$`),
    )
  })

  it('gives seconds when asked, and takes a Date as well as ISO text', () => {
    expect(dealerTime(new Date('2026-03-04T14:05:59Z'), { now, seconds: true })).toMatch(
      new RegExp(`^Wed, Mar 4, 9:05:59${s}AM EST$`),
    )
  })
})
