import { describe, expect, it } from 'vitest'

import {
  availabilityOn,
  type DayAvailability,
  encodeAvailability,
  lettersFor,
} from './rental-availability.ts'

// Friday June 12 to Sunday June 14 2026: no delivery on Saturday, the showrooms closed on Sunday
const firstDay = '2026-06-12'
const pickup: DayAvailability[] = [
  { day: '2026-06-12', free: false, reason: 'booked' },
  { day: '2026-06-13', free: true },
  { day: '2026-06-14', free: false, reason: 'closed' },
]
const delivery: DayAvailability[] = [
  { day: '2026-06-12', free: false, reason: 'booked' },
  { day: '2026-06-13', free: false, reason: 'no-delivery' },
  { day: '2026-06-14', free: true },
]
const calendars = { pickup: encodeAvailability(pickup), delivery: encodeAvailability(delivery) }

describe('lettersFor', () => {
  it('reads the delivery’s days when delivery is chosen', () => {
    const letters = lettersFor(calendars, 'delivery')
    expect(availabilityOn(letters, firstDay, '2026-06-13')).toBe('no-delivery')
    expect(availabilityOn(letters, firstDay, '2026-06-12')).toBe('booked')
    expect(availabilityOn(letters, firstDay, '2026-06-14')).toBe('free')
  })

  it('reads the showroom’s days for a pickup, or before a handover is chosen', () => {
    expect(lettersFor(calendars, 'pickup')).toBe(calendars.pickup)
    expect(lettersFor(calendars, '')).toBe(calendars.pickup)
    expect(availabilityOn(calendars.pickup, firstDay, '2026-06-13')).toBe('free')
    expect(availabilityOn(calendars.pickup, firstDay, '2026-06-14')).toBe('closed')
  })
})
