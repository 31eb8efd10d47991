import { describe, expect, it } from 'vitest'

import {
  addDays,
  calendarDay,
  calendarDayReader,
  isoInTimeZone,
  startOfDayInZone,
  wallClockHour,
  wallClockMinute,
  wallClockMinuteReader,
  zoneOffsetMinutes,
} from './zoned-time'

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

  it("reads the calendar day on the zone's clock, not UTC's", () => {
    expect(calendarDay(new Date('2025-07-04T03:59:59Z'), ny)).toBe('2025-07-03')
    expect(calendarDay(new Date('2025-07-04T04:00:00Z'), ny)).toBe('2025-07-04')
    expect(calendarDay(new Date('2025-01-15T04:59:59Z'), ny)).toBe('2025-01-14')
    expect(calendarDay(new Date('2025-01-15T05:00:00Z'), ny)).toBe('2025-01-15')
    expect(calendarDay(new Date('2025-07-03T15:00:00Z'), 'Asia/Tokyo')).toBe('2025-07-04')
  })

  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
    expect(addDays('2025-06-02', 7)).toBe('2025-06-09')
    // calendar days, whatever the clocks do that night
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09')
    expect(addDays('2025-11-01', 1)).toBe('2025-11-02')
  })

  // 2025's two changes in New York: 2:00 AM EST becomes 3:00 AM EDT (a 23-hour
  // day), then 2:00 AM EDT becomes 1:00 AM EST (a 25-hour day)
  it.each([
    {
      day: '2025-03-09',
      lastBefore: ['2025-03-09T06:59:59Z', -300, '2025-03-09T01:59:59-05:00'],
      firstAfter: ['2025-03-09T07:00:00Z', -240, '2025-03-09T03:00:00-04:00'],
      starts: ['2025-03-09T05:00:00.000Z', '2025-03-10T04:00:00.000Z'],
      hours: 23,
    },
    {
      day: '2025-11-02',
      lastBefore: ['2025-11-02T05:59:59Z', -240, '2025-11-02T01:59:59-04:00'],
      firstAfter: ['2025-11-02T06:00:00Z', -300, '2025-11-02T01:00:00-05:00'],
      starts: ['2025-11-02T04:00:00.000Z', '2025-11-03T05:00:00.000Z'],
      hours: 25,
    },
  ] as const)('follows the daylight-saving change of $day', (change) => {
    for (const [instant, offset, iso] of [change.lastBefore, change.firstAfter]) {
      expect(zoneOffsetMinutes(new Date(instant), ny)).toBe(offset)
      expect(isoInTimeZone(new Date(instant), ny)).toBe(iso)
      expect(calendarDay(new Date(instant), ny)).toBe(change.day)
    }
    const start = startOfDayInZone(change.day, ny)!
    const next = startOfDayInZone(addDays(change.day, 1), ny)!
    expect([start.toISOString(), next.toISOString()]).toEqual(change.starts)
    expect(next.getTime() - start.getTime()).toBe(change.hours * 3_600_000)
    // the day's last second is still that day on the zone's clock
    expect(calendarDay(new Date(next.getTime() - 1000), ny)).toBe(change.day)
  })

  it('shows the wall clock to the minute, midnight as 00:00', () => {
    expect(wallClockMinute(new Date('2026-06-02T13:50:30Z'), ny)).toBe('2026-06-02 09:50')
    expect(wallClockMinute(new Date('2025-01-15T05:00:00Z'), ny)).toBe('2025-01-15 00:00')
  })

  it("reads the zone's hour, midnight as 0, on both sides of a change of clocks", () => {
    expect(wallClockHour(new Date('2025-01-15T05:00:00Z'), ny)).toBe(0)
    expect(wallClockHour(new Date('2026-03-08T12:00:00Z'), ny)).toBe(8)
    expect(wallClockHour(new Date('2026-03-07T12:00:00Z'), ny)).toBe(7)
    expect(wallClockHour(new Date('2026-11-01T13:00:00Z'), ny)).toBe(8)
  })
})

describe('calendarDayReader', () => {
  it('reads the same days as calendarDay, every 7 minutes through both changes of clocks', () => {
    const read = calendarDayReader('America/New_York')
    for (const start of [Date.parse('2026-03-07T00:00:00Z'), Date.parse('2026-10-31T00:00:00Z')]) {
      for (let ms = start; ms < start + 3 * 86_400_000; ms += 7 * 60_000) {
        expect(read(new Date(ms))).toBe(calendarDay(new Date(ms), 'America/New_York'))
      }
    }
  })
})

describe('wallClockMinuteReader', () => {
  it('reads the same minutes as wallClockMinute through changes of clocks, in zones off the hour', () => {
    for (const zone of ['America/New_York', 'America/St_Johns', 'Asia/Kolkata', 'UTC']) {
      const read = wallClockMinuteReader(zone)
      for (const start of [
        Date.parse('2026-03-07T00:00:00Z'),
        Date.parse('2026-10-31T00:00:00Z'),
      ]) {
        // 59.999 s past: the reader drops the fraction and seconds as the clock does
        for (let ms = start + 59_999; ms < start + 3 * 86_400_000; ms += 7 * 60_000) {
          expect(read(new Date(ms)), `${zone} ${new Date(ms).toISOString()}`).toBe(
            wallClockMinute(new Date(ms), zone),
          )
        }
      }
    }
  })
})
