import { describe, expect, it } from 'vitest'

import { holdEndsAt } from './rental-settings.ts'

const now = new Date('2026-06-06T20:43:00Z')

describe('holdEndsAt', () => {
  it('keeps the owners’ hold time when it outlasts the answer', () => {
    const dueAt = new Date('2026-06-06T21:00:00Z')
    expect(holdEndsAt({ now, holdMinutes: 24 * 60, dueAt }).toISOString()).toBe(
      '2026-06-07T20:43:00.000Z',
    )
    expect(holdEndsAt({ now, holdMinutes: 60, dueAt: null }).toISOString()).toBe(
      '2026-06-06T21:43:00.000Z',
    )
  })

  it('holds until an hour past an answer due after the hold time', () => {
    const dueAt = new Date('2026-06-08T13:43:00Z')
    expect(holdEndsAt({ now, holdMinutes: 24 * 60, dueAt }).toISOString()).toBe(
      '2026-06-08T14:43:00.000Z',
    )
  })
})
