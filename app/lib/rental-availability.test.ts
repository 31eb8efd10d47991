import { describe, expect, it } from 'vitest'

import { siteHoursOn } from '#tests/fixtures/hours.ts'

import { handoverHoursOf } from './handover-times.ts'
import {
  availabilityOn,
  type DayAvailability,
  encodeAvailability,
  lettersFor,
} from './rental-availability.ts'

// Friday June 12 to Sunday June 14 2026; the delivery van is away on Saturday
const firstDay = '2026-06-12'
const hours = handoverHoursOf(
  siteHoursOn('2026-06-01', [
    {
      id: 'd1',
      week: 'delivery',
      startsOn: '2026-06-13',
      endsOn: '2026-06-13',
      open: null,
      close: null,
      note: 'Van in the shop',
    },
  ]).weeks,
)
const days: DayAvailability[] = [
  { day: '2026-06-12', free: false, reason: 'booked' },
  { day: '2026-06-13', free: true },
  { day: '2026-06-14', free: false, reason: 'closed' },
]
const letters = encodeAvailability(days)

describe('lettersFor', () => {
  it('marks a free day without delivery "no delivery" when delivery is chosen', () => {
    const delivery = lettersFor(letters, firstDay, hours, 'delivery')
    expect(availabilityOn(delivery, firstDay, '2026-06-13')).toBe('no-delivery')
    // a day already unavailable keeps its own reason
    expect(availabilityOn(delivery, firstDay, '2026-06-12')).toBe('booked')
    expect(availabilityOn(delivery, firstDay, '2026-06-14')).toBe('closed')
  })

  it('leaves the days as they are for a pickup', () => {
    expect(lettersFor(letters, firstDay, hours, 'pickup')).toBe(letters)
    expect(availabilityOn(letters, firstDay, '2026-06-13')).toBe('free')
  })
})
