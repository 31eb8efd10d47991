import { describe, expect, it } from 'vitest'

import { windowText } from '#app/kernel/day-minutes.ts'
import { seedWeek } from '#app/site/content/hours-seed.ts'
import { siteHoursOn } from '#tests/fixtures/hours.ts'

import {
  checkWindow,
  earliestSaleDay,
  offeredWindows,
  parseWindowValue,
  sameDayRule,
  windowFrom,
  windowHolding,
  windowsOf,
} from './delivery-windows.ts'

/* The delivery hours as seeded: Monday to Saturday 8-6, Sunday 10-4. */
const week = seedWeek('delivery')
const tz = 'America/New_York'
// Monday November 30 2026, 7 AM in New York (EST, UTC-5)
const mondayMorning = new Date('2026-11-30T12:00:00Z')

describe('the 2-hour windows of the delivery hours', () => {
  it('lays five windows Monday to Saturday and three on Sunday', () => {
    expect(windowsOf({ open: '08:00', close: '18:00' }).map(windowText)).toEqual([
      '8 AM - 10 AM',
      '10 AM - 12 PM',
      '12 PM - 2 PM',
      '2 PM - 4 PM',
      '4 PM - 6 PM',
    ])
    expect(windowsOf({ open: '10:00', close: '16:00' }).map(windowText)).toEqual([
      '10 AM - 12 PM',
      '12 PM - 2 PM',
      '2 PM - 4 PM',
    ])
    expect(windowsOf(null)).toEqual([])
  })

  it('reads a window as the form sends it and refuses anything else', () => {
    expect(parseWindowValue('2026-12-01@480')).toEqual({ day: '2026-12-01', start: 480 })
    expect(parseWindowValue('2026-02-30@480')).toBeNull()
    expect(parseWindowValue('tomorrow')).toBeNull()
  })
})

describe('checking a window', () => {
  const check = (value: string, now = mondayMorning, earliest?: string) => {
    const parsed = parseWindowValue(value)
    if (!parsed) throw new Error(value)
    return checkWindow('sale_delivery', parsed, week, now, earliest)
  }

  it('takes a window of an open day not yet begun', () => {
    expect(check('2026-12-01@600')).toEqual({
      ok: true,
      day: '2026-12-01',
      window: { start: 600, end: 720 },
      rush: false,
    })
  })

  it('refuses a past day, a begun window, a time outside the hours and a window too far ahead', () => {
    expect(check('2026-11-29@600')).toEqual({ ok: false, reason: 'passed' })
    expect(check('2026-11-30@600', new Date('2026-11-30T15:30:00Z'))).toEqual({
      ok: false,
      reason: 'passed',
    })
    // 6 PM is closing; Sunday opens at 10
    expect(check('2026-12-01@1080')).toEqual({ ok: false, reason: 'outside-hours' })
    expect(check('2026-12-06@480')).toEqual({ ok: false, reason: 'outside-hours' })
    expect(check('2027-07-01@480')).toEqual({ ok: false, reason: 'too-far' })
  })

  it('refuses a day the hours data closes, and a day before a sold cart can go out', () => {
    const closure = {
      id: 'x',
      week: 'delivery' as const,
      startsOn: '2026-12-02',
      endsOn: '2026-12-02',
      open: null,
      close: null,
      note: 'Inventory',
    }
    const closed = siteHoursOn('2026-11-30', [closure]).weeks.delivery
    const parsed = { day: '2026-12-02', start: 480 }
    expect(checkWindow('rental_delivery', parsed, closed, mondayMorning)).toEqual({
      ok: false,
      reason: 'closed',
    })
    expect(check('2026-12-01@480', mondayMorning, '2026-12-02')).toEqual({
      ok: false,
      reason: 'too-early',
    })
  })
})

describe('same-day rental delivery (rush before 2 PM Eastern)', () => {
  // both daylight-saving days of 2026 are Sundays: delivery 10-4
  it.each([
    ['spring forward, 1:59 PM EDT', '2026-03-08', '2026-03-08T17:59:00Z', 'rush'],
    ['spring forward, 2:00 PM EDT', '2026-03-08', '2026-03-08T18:00:00Z', 'too-late'],
    ['spring forward, 1:30 AM EST before the change', '2026-03-08', '2026-03-08T06:30:00Z', 'rush'],
    ['fall back, 1:59 PM EST', '2026-11-01', '2026-11-01T18:59:00Z', 'rush'],
    ['fall back, 2:00 PM EST', '2026-11-01', '2026-11-01T19:00:00Z', 'too-late'],
    ['fall back, 1:30 AM EDT before the change', '2026-11-01', '2026-11-01T05:30:00Z', 'rush'],
  ])('%s', (_, day, at, expected) => {
    expect(sameDayRule('rental_delivery', day, new Date(at), tz)).toBe(expected)
  })

  it('is plain on another day or for another kind of job', () => {
    const late = new Date('2026-11-01T19:00:00Z')
    expect(sameDayRule('rental_delivery', '2026-11-02', late, tz)).toBe('plain')
    expect(sameDayRule('service_pickup', '2026-11-01', late, tz)).toBe('plain')
  })

  it('offers the day’s 2-4 window with the rush at 1:59 PM and refuses it at 2 PM', () => {
    const value = { day: '2026-03-08', start: 840 }
    expect(checkWindow('rental_delivery', value, week, new Date('2026-03-08T17:59:00Z'))).toEqual({
      ok: true,
      day: '2026-03-08',
      window: { start: 840, end: 960 },
      rush: true,
    })
    expect(checkWindow('rental_delivery', value, week, new Date('2026-03-08T18:00:00Z'))).toEqual({
      ok: false,
      reason: 'passed',
    })
  })
})

describe('a sold cart’s first day', () => {
  it('is two business days on for a cart in stock, two weeks for a custom order', () => {
    // Thursday: Friday, then Monday
    expect(earliestSaleDay('2026-12-03', 'in_stock')).toBe('2026-12-07')
    expect(earliestSaleDay('2026-11-30', 'in_stock')).toBe('2026-12-02')
    expect(earliestSaleDay('2026-11-30', 'custom_order')).toBe('2026-12-14')
  })
})

describe('the windows offered', () => {
  it('lists the free places of each window, full ones with none, and no day without trucks', () => {
    const offered = offeredWindows(
      'rental_delivery',
      week,
      new Date('2026-11-30T17:30:00Z'),
      (day, start) => ({
        trucks: day === '2026-12-01' ? 0 : 2,
        taken: start === 840 ? 2 : 0,
      }),
      (day) => day,
    )
    const first = offered[0]
    expect(first?.day).toBe('2026-11-30')
    // 12:30 PM: the 2-4 and 4-6 windows are left, same day with the rush
    expect(first?.windows).toEqual([
      { value: '2026-11-30@840', label: '2 PM - 4 PM', free: 0, rush: true },
      { value: '2026-11-30@960', label: '4 PM - 6 PM', free: 2, rush: true },
    ])
    expect(offered.map((d) => d.day)).not.toContain('2026-12-01')
  })

  it('lists its weeks from a first day far ahead (a storage pickup for next season)', () => {
    const offered = offeredWindows(
      'storage_pickup',
      week,
      new Date('2026-11-30T17:30:00Z'),
      () => ({ trucks: 1, taken: 0 }),
      (day) => day,
      '2027-03-29',
    )
    expect(offered[0]?.day).toBe('2027-03-29')
    expect(offered.at(-1)?.day).toBe('2027-05-10')
  })
})

describe('the windows of a rental’s handovers', () => {
  it('delivers in the window holding the start and collects from the end onward', () => {
    expect(windowHolding(week, '2026-12-01', 11 * 60)).toBe('2026-12-01@600')
    expect(windowHolding(week, '2026-12-01', 19 * 60)).toBeNull()
    // Sunday opens at 10: an 8 AM end is collected in its first window
    expect(windowFrom(week, '2026-12-06', 8 * 60)).toBe('2026-12-06@600')
    // after Saturday's last window: Sunday's first
    expect(windowFrom(week, '2026-12-05', 18 * 60)).toBe('2026-12-06@600')
  })
})
