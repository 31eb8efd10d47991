import { describe, expect, it } from 'vitest'

import { daysAfter, daysUncollected, lienNoticeDue, reminderDue } from './uncollected-clock'

const zone = 'America/New_York'
const at = (text: string) => new Date(text)

describe('the days a ready cart waits, on the dealer’s calendar', () => {
  // each row: the case, ready at, days, the instant that many days later
  it.each<[string, string, number, string]>([
    ['a plain week', '2026-01-06T16:00:00-05:00', 7, '2026-01-13T16:00:00-05:00'],
    // 23 hours short of 7 × 24: the clocks went forward on March 8
    ['across the spring change', '2026-03-01T16:00:00-05:00', 7, '2026-03-08T16:00:00-04:00'],
    // an hour more than 7 × 24: the clocks went back on November 1
    ['across the autumn change', '2026-10-25T16:00:00-04:00', 7, '2026-11-01T16:00:00-05:00'],
    ['keeps the seconds', '2026-01-06T16:00:42.5-05:00', 14, '2026-01-20T16:00:42.5-05:00'],
  ])('%s', (_case, ready, days, expected) => {
    expect(daysAfter(at(ready), days, zone).toISOString()).toBe(at(expected).toISOString())
  })
})

describe('the reminders at 7, 14 and 21 days and the lien notice at 30', () => {
  const readyInSpring = at('2026-03-01T16:00:00-05:00')
  const readyInAutumn = at('2026-10-25T16:00:00-04:00')

  // each row: ready at, now, the reminder due, lien notice due, whole days
  it.each<[Date, string, number | null, boolean, number]>([
    [readyInSpring, '2026-03-08T15:59:00-04:00', null, false, 6],
    [readyInSpring, '2026-03-08T16:00:00-04:00', 7, false, 7],
    [readyInSpring, '2026-03-15T15:59:00-04:00', 7, false, 13],
    [readyInSpring, '2026-03-15T16:00:00-04:00', 14, false, 14],
    [readyInSpring, '2026-03-22T16:00:00-04:00', 21, false, 21],
    [readyInSpring, '2026-03-31T15:59:00-04:00', 21, false, 29],
    [readyInSpring, '2026-03-31T16:00:00-04:00', 21, true, 30],
    // seven times 24 hours after 4 PM EDT is 3 PM EST: not yet the seventh day
    [readyInAutumn, '2026-11-01T15:30:00-05:00', null, false, 6],
    [readyInAutumn, '2026-11-01T16:00:00-05:00', 7, false, 7],
    [readyInAutumn, '2026-11-24T16:00:00-05:00', 21, true, 30],
  ])('ready %s, at %s: reminder %s, lien notice %s', (ready, now, reminder, lien, days) => {
    expect(reminderDue(ready, at(now), zone)).toBe(reminder)
    expect(lienNoticeDue(ready, at(now), zone)).toBe(lien)
    expect(daysUncollected(ready, at(now), zone)).toBe(days)
  })
})
