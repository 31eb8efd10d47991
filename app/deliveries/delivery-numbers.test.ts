import { describe, expect, it } from 'vitest'

import { seedWeek } from '#app/site/content/hours-seed.ts'

import { deliveryWeeks, mondayOf, shareText } from './delivery-numbers.ts'

const week = seedWeek('delivery')

describe('the dashboard’s delivery weeks', () => {
  it('counts the jobs, the share done inside the window, and the places the trucks had', () => {
    const weeks = deliveryWeeks(
      [
        // Tuesday December 1 2026, 8-10 AM (EST): done at 9:30, on time
        {
          day: '2026-12-01',
          window_start: 480,
          window_end: 600,
          status: 'done',
          done_at: '2026-12-01T14:30:00.000Z',
        },
        // done at 10:15, after its window
        {
          day: '2026-12-01',
          window_start: 480,
          window_end: 600,
          status: 'done',
          done_at: '2026-12-01T15:15:00.000Z',
        },
        {
          day: '2026-12-02',
          window_start: 600,
          window_end: 720,
          status: 'scheduled',
          done_at: null,
        },
        {
          day: '2026-12-02',
          window_start: 600,
          window_end: 720,
          status: 'cancelled',
          done_at: null,
        },
        // the week before
        { day: '2026-11-24', window_start: 600, window_end: 720, status: 'failed', done_at: null },
      ],
      { today: '2026-12-03', weeks: 2, week, trucksByWeekday: [1, 2, 2, 2, 2, 2, 2] },
    )
    // six days of five windows on two trucks, and Sunday's three on one
    expect(weeks).toEqual([
      { monday: '2026-11-23', jobs: 1, done: 0, onTime: 0, places: 63 },
      { monday: '2026-11-30', jobs: 3, done: 2, onTime: 1, places: 63 },
    ])
    expect(shareText(1, 2)).toBe('50%')
    expect(shareText(0, 0)).toBe('-')
    expect(mondayOf('2026-12-06')).toBe('2026-11-30')
  })
})
