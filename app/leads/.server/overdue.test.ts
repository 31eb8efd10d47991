import { describe, expect, it } from 'vitest'

import { seedWeek } from '#app/site/content/hours-seed.ts'

import { overdueBusinessMinutes } from './overdue'

const sales = seedWeek('showroom')

const lead = { status: 'received', dueAt: '2026-06-06T20:30:00.000Z', firstResponseAt: null }

describe('overdueBusinessMinutes', () => {
  it('counts lateness in sales hours: Saturday 4:30 PM to Monday 10 AM is 90 minutes', () => {
    // Saturday June 6, 2026, 4:30 PM EDT; Sunday is closed
    expect(overdueBusinessMinutes(lead, new Date('2026-06-08T14:00:00Z'), sales)).toBe(90)
  })

  it('is null before the due time, once answered, and for spam', () => {
    expect(overdueBusinessMinutes(lead, new Date('2026-06-06T20:00:00Z'), sales)).toBeNull()
    const answered = { ...lead, firstResponseAt: '2026-06-06T21:00:00.000Z' }
    expect(overdueBusinessMinutes(answered, new Date('2026-06-08T14:00:00Z'), sales)).toBeNull()
    const spam = { ...lead, status: 'spam' }
    expect(overdueBusinessMinutes(spam, new Date('2026-06-08T14:00:00Z'), sales)).toBeNull()
  })
})
