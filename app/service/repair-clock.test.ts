import { describe, expect, it } from 'vitest'

import type { WeeklyHours } from '#app/kernel/dealer/business-hours.ts'
import { seedWeek } from '#app/site/content/hours-seed.ts'

import {
  repairDueAt,
  repairMinutes,
  repairOverdueMinutes,
  responseDueAt,
  responseOverdueMinutes,
} from './repair-clock'

// the shop's service hours: Monday to Friday 8-5, Saturday 9-3, Sunday closed (Eastern)
const service = seedWeek('service')
// the same with Thanksgiving closed
const withClosure: WeeklyHours = { ...service, dates: { '2026-11-26': null } }

const job = (approved: string | null, ready: string | null, stage = 'ready') => ({
  stage,
  approved_at: approved && new Date(approved).toISOString(),
  ready_at: ready && new Date(ready).toISOString(),
})

describe('the repair clock: business minutes from approval to ready', () => {
  // each row: the case, the hours, approved, ready, the business minutes
  it.each<[string, WeeklyHours, string, string, number]>([
    ['within one morning', service, '2026-01-06T09:00:00-05:00', '2026-01-06T11:30:00-05:00', 150],
    [
      'ready before opening counts nothing of the night',
      service,
      '2026-01-08T16:00:00-05:00',
      '2026-01-09T07:00:00-05:00',
      60,
    ],
    [
      'across the spring change: Friday 4 PM EST to Monday 10 AM EDT, Saturday 9-3 counted',
      service,
      '2026-03-06T16:00:00-05:00',
      '2026-03-09T10:00:00-04:00',
      60 + 360 + 120,
    ],
    [
      'across the autumn change: Saturday 2 PM EDT to Monday 9:30 AM EST',
      service,
      '2026-10-31T14:00:00-04:00',
      '2026-11-02T09:30:00-05:00',
      60 + 90,
    ],
    [
      'a closure (Thanksgiving) does not count',
      withClosure,
      '2026-11-25T16:00:00-05:00',
      '2026-11-27T09:00:00-05:00',
      60 + 60,
    ],
  ])('%s', (_case, hours, approved, ready, minutes) => {
    expect(repairMinutes(hours, job(approved, ready))).toBe(minutes)
  })

  it('measures nothing before an approval or while the repair runs', () => {
    expect(repairMinutes(service, job(null, '2026-01-06T11:30:00-05:00'))).toBeNull()
    expect(repairMinutes(service, job('2026-01-06T09:00:00-05:00', null))).toBeNull()
    // approved again after the cart was first ready: not ready since
    expect(
      repairMinutes(service, job('2026-01-07T09:00:00-05:00', '2026-01-06T11:30:00-05:00')),
    ).toBeNull()
  })
})

describe('the promise of 24-48 hours: two business days of 8 service hours', () => {
  // each row: the case, approved, due
  it.each<[string, string, string]>([
    [
      'a Monday 8 AM approval is due Tuesday at 3 PM (9 hours of Monday, 7 of Tuesday)',
      '2026-03-02T08:00:00-05:00',
      '2026-03-03T15:00:00-05:00',
    ],
    [
      'across the spring change: Friday 10 AM EST is due Monday 11 AM EDT (7 + Saturday 6 + 3)',
      '2026-03-06T10:00:00-05:00',
      '2026-03-09T11:00:00-04:00',
    ],
    [
      'across the autumn change: Friday 10 AM EDT is due Monday 11 AM EST',
      '2026-10-30T10:00:00-04:00',
      '2026-11-02T11:00:00-05:00',
    ],
    [
      'a closure (Thanksgiving) does not count: Wednesday 2 PM is due Saturday 1 PM (3 + 9 + 4)',
      '2026-11-25T14:00:00-05:00',
      '2026-11-28T13:00:00-05:00',
    ],
  ])('%s', (_case, approved, due) => {
    expect(repairDueAt(withClosure, new Date(approved)).toISOString()).toBe(
      new Date(due).toISOString(),
    )
  })

  it('flags a repair overdue only past its due time, and only while it is in repair', () => {
    const running = job('2026-10-30T10:00:00-04:00', null, 'in_repair')
    const at = (text: string) => new Date(text)
    expect(repairOverdueMinutes(service, running, at('2026-11-02T11:00:00-05:00'))).toBeNull()
    expect(repairOverdueMinutes(service, running, at('2026-11-02T12:30:00-05:00'))).toBe(90)
    // a week on: the rest of that Monday, Tuesday to Friday, Saturday and the next Monday's first hour
    expect(repairOverdueMinutes(service, running, at('2026-11-09T09:00:00-05:00'))).toBe(
      (17 - 11) * 60 + 4 * 9 * 60 + 6 * 60 + 60,
    )
    const ready = job('2026-10-30T10:00:00-04:00', '2026-11-05T10:00:00-05:00', 'ready')
    expect(repairOverdueMinutes(service, ready, at('2026-11-06T09:00:00-05:00'))).toBeNull()
    const waiting = job(null, null, 'awaiting_approval')
    expect(repairOverdueMinutes(service, waiting, at('2026-11-06T09:00:00-05:00'))).toBeNull()
  })
})

describe('the response clock of online bookings', () => {
  const booking = (bookedAt: string, source = 'online', firstResponse: string | null = null) => ({
    stage: 'booked',
    source,
    booked_at: new Date(bookedAt).toISOString(),
    first_response_at: firstResponse,
  })

  it('counts the promise in service hours across the spring change', () => {
    // Saturday 2:30 PM EST: half an hour before closing, the rest on Monday from 8 AM EDT
    const bookedAt = new Date('2026-03-07T14:30:00-05:00')
    expect(responseDueAt(service, bookedAt, 60).toISOString()).toBe(
      new Date('2026-03-09T08:30:00-04:00').toISOString(),
    )
    const now = new Date('2026-03-09T09:00:00-04:00')
    expect(responseOverdueMinutes(service, booking(bookedAt.toISOString()), now, 60)).toBe(30)
  })

  it('counts only online bookings nobody has answered', () => {
    const now = new Date('2026-11-02T12:00:00-05:00')
    const bookedAt = '2026-10-31T14:30:00-04:00'
    expect(responseOverdueMinutes(service, booking(bookedAt), now, 60)).toBe(3 * 60 + 30)
    expect(responseOverdueMinutes(service, booking(bookedAt, 'staff'), now, 60)).toBeNull()
    const answered = booking(bookedAt, 'online', '2026-11-02T08:10:00.000Z')
    expect(responseOverdueMinutes(service, answered, now, 60)).toBeNull()
  })
})
