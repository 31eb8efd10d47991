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

describe('the start-day calendar’s keys', () => {
  it.each<[string, string, CalendarKey, string]>([
    ['a day right', '2026-06-15', 'ArrowRight', '2026-06-16'],
    ['a day left', '2026-06-15', 'ArrowLeft', '2026-06-14'],
    ['a week down', '2026-06-15', 'ArrowDown', '2026-06-29'],
    ['a week up', '2026-06-16', 'ArrowUp', '2026-06-09'],
    ['right past booked days', '2026-06-09', 'ArrowRight', '2026-06-12'],
    ['left past booked days', '2026-06-12', 'ArrowLeft', '2026-06-09'],
    [
      'down into a booked week: the next free day after it',
      '2026-06-17',
      'ArrowDown',
      '2026-06-29',
    ],
    ['Home: the week’s Sunday', '2026-06-17', 'Home', '2026-06-14'],
    ['End: the week’s Saturday', '2026-06-17', 'End', '2026-06-20'],
    ['Home past booked days of the week', '2026-06-12', 'Home', '2026-06-07'],
    ['Page Down: the same day next month', '2026-06-15', 'PageDown', '2026-07-15'],
    ['Page Up: the month’s last day when shorter', '2026-07-31', 'PageUp', '2026-06-30'],
    ['not before the first day', '2026-06-03', 'ArrowLeft', '2026-06-03'],
    ['not a week before the first day', '2026-06-05', 'ArrowUp', '2026-06-05'],
    ['not after the last day', '2026-08-31', 'ArrowRight', '2026-08-31'],
    ['not a month after the last day', '2026-08-15', 'PageDown', '2026-08-15'],
    ['Home: the week’s first day inside the calendar', '2026-06-05', 'Home', '2026-06-03'],
  ])('moves %s', (_, from, key, to) => {
    expect(nextFocusDay(from, key, isFree, range)).toBe(to)
  })
})
