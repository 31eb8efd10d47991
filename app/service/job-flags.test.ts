import { describe, expect, it } from 'vitest'

import { seedWeek } from '#app/site/content/hours-seed.ts'

import { type FlagTimes, jobFlag } from './job-flags'

const clock = (now: string) => ({
  hours: seedWeek('service'),
  responseMinutes: 60,
  now: new Date(now),
  timeZone: 'America/New_York',
})
const job = (times: Partial<FlagTimes>): FlagTimes => ({
  stage: 'booked',
  source: 'online',
  booked_at: '2026-11-23T09:00:00-05:00',
  first_response_at: null,
  approved_at: null,
  ready_at: null,
  ...times,
})

describe('the flag a job carries on the board', () => {
  it.each<[string, Partial<FlagTimes>, string, string | null]>([
    ['an online booking within the promise', {}, '2026-11-23T09:30:00-05:00', null],
    ['an online booking past it', {}, '2026-11-23T10:30:00-05:00', 'Waiting for an answer'],
    ['a booking made at the counter', { source: 'staff' }, '2026-11-24T10:30:00-05:00', null],
    [
      'a repair within two business days',
      { stage: 'in_repair', approved_at: '2026-11-23T08:00:00-05:00' },
      '2026-11-24T14:30:00-05:00',
      null,
    ],
    [
      'a repair past them (due Tuesday at 3 PM)',
      { stage: 'in_repair', approved_at: '2026-11-23T08:00:00-05:00' },
      '2026-11-24T15:30:00-05:00',
      'Past the 24-48 hour promise',
    ],
    [
      'a cart ready six days',
      { stage: 'ready', ready_at: '2026-11-17T15:00:00-05:00' },
      '2026-11-23T16:00:00-05:00',
      null,
    ],
    [
      'a cart ready nine days',
      { stage: 'ready', ready_at: '2026-11-14T15:00:00-05:00' },
      '2026-11-23T16:00:00-05:00',
      'Not collected for 9 days',
    ],
    [
      'a cart ready 30 days, across the autumn change',
      { stage: 'ready', ready_at: '2026-10-26T15:00:00-04:00' },
      '2026-11-25T15:00:00-05:00',
      'Lien notice due',
    ],
    [
      'a cart collected',
      { stage: 'collected', ready_at: '2026-10-01T15:00:00-04:00' },
      '2026-11-25T15:00:00-05:00',
      null,
    ],
  ])('%s', (_case, times, now, text) => {
    expect(jobFlag(job(times), clock(now))?.text ?? null).toBe(text)
  })
})
