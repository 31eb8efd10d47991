import { describe, expect, it } from 'vitest'

import { isoInTimeZone, readableTime, startOfDayInZone, zoneOffsetMinutes } from './time'

const ny = 'America/New_York'

describe('dealer time', () => {
  it('gives the New York offset in summer and in winter', () => {
    expect(zoneOffsetMinutes(new Date('2025-07-04T16:00:00Z'), ny)).toBe(-240)
    expect(zoneOffsetMinutes(new Date('2025-01-15T17:30:00Z'), ny)).toBe(-300)
  })

  it('writes ISO 8601 with the local offset, without fractions of a second', () => {
    expect(isoInTimeZone(new Date('2025-07-04T16:00:00.000Z'), ny)).toBe(
      '2025-07-04T12:00:00-04:00',
    )
    expect(isoInTimeZone(new Date('2025-01-15T17:30:59.999Z'), ny)).toBe(
      '2025-01-15T12:30:59-05:00',
    )
    // local midnight is 00, not 24
    expect(isoInTimeZone(new Date('2025-01-15T05:00:00Z'), ny)).toBe('2025-01-15T00:00:00-05:00')
  })

  it('tells apart the two 1:30 AMs of the night clocks go back', () => {
    expect(isoInTimeZone(new Date('2025-11-02T05:30:00Z'), ny)).toBe('2025-11-02T01:30:00-04:00')
    expect(isoInTimeZone(new Date('2025-11-02T06:30:00Z'), ny)).toBe('2025-11-02T01:30:00-05:00')
  })

  it('finds the moment a local day starts, and refuses malformed days', () => {
    expect(startOfDayInZone('2025-07-04', ny)?.toISOString()).toBe('2025-07-04T04:00:00.000Z')
    expect(startOfDayInZone('2025-12-01', ny)?.toISOString()).toBe('2025-12-01T05:00:00.000Z')
    expect(startOfDayInZone('2025-02-30', ny)).toBeNull()
    expect(startOfDayInZone('07/04/2025', ny)).toBeNull()
  })

  it('reads as a person would say it, with ordinary spaces', () => {
    const text = readableTime(new Date('2025-07-04T16:05:00Z'), ny)
    expect(text).toContain('Friday, July 4, 2025')
    expect(text).toContain('12:05 PM EDT')
    expect(text).not.toMatch(/[\u202f\u00a0]/)
  })
})
