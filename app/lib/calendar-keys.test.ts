import { describe, expect, it } from 'vitest'

import { type CalendarKey, nextFocusDay } from './calendar-keys.ts'

// June 2026: the 1st is a Monday; the 10th and 11th and the whole week of the 22nd are booked
const booked = new Set([
  '2026-06-10',
  '2026-06-11',
  ...[22, 23, 24, 25, 26, 27, 28].map((d) => `2026-06-${d}`),
])
const isFree = (day: string) => !booked.has(day)
const range = { first: '2026-06-03', last: '2026-08-31' }
const move = (from: string, key: CalendarKey) => nextFocusDay(from, key, isFree, range)

describe('the start-day calendar’s keys', () => {
  it('moves a day or a week with the arrows', () => {
    expect(move('2026-06-15', 'ArrowRight')).toBe('2026-06-16')
    expect(move('2026-06-15', 'ArrowLeft')).toBe('2026-06-14')
    expect(move('2026-06-15', 'ArrowDown')).toBe('2026-06-29')
    expect(move('2026-06-16', 'ArrowUp')).toBe('2026-06-09')
  })

  it('skips booked days to the nearest free one in the same direction', () => {
    expect(move('2026-06-09', 'ArrowRight')).toBe('2026-06-12')
    expect(move('2026-06-12', 'ArrowLeft')).toBe('2026-06-09')
    // a week down lands in the booked week: the next free day after it
    expect(move('2026-06-17', 'ArrowDown')).toBe('2026-06-29')
  })

  it('goes to the week’s first and last free day with Home and End', () => {
    // Wednesday the 17th: Sunday the 14th, Saturday the 20th
    expect(move('2026-06-17', 'Home')).toBe('2026-06-14')
    expect(move('2026-06-17', 'End')).toBe('2026-06-20')
    // the week of the 7th: Wednesday to Thursday booked, Sunday the 7th free
    expect(move('2026-06-12', 'Home')).toBe('2026-06-07')
  })

  it('moves a month with Page Up and Down, to the month’s last day when shorter', () => {
    expect(move('2026-06-15', 'PageDown')).toBe('2026-07-15')
    expect(move('2026-07-31', 'PageUp')).toBe('2026-06-30')
  })

  it('stays inside the calendar', () => {
    expect(move('2026-06-03', 'ArrowLeft')).toBe('2026-06-03')
    expect(move('2026-06-05', 'ArrowUp')).toBe('2026-06-05')
    expect(move('2026-08-31', 'ArrowRight')).toBe('2026-08-31')
    expect(move('2026-08-15', 'PageDown')).toBe('2026-08-15')
    // the week's Sunday is before the first day: the first free day of the week in range
    expect(move('2026-06-05', 'Home')).toBe('2026-06-03')
  })
})
