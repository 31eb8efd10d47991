import { describe, expect, it } from 'vitest'

import { durationText, isOverdue } from './lead-due'

describe('lead due state', () => {
  const now = new Date('2026-06-02T15:00:00Z')
  it('is overdue only when real, unanswered and past due', () => {
    const lead = { status: 'received', dueAt: '2026-06-02T14:00:00.000Z', firstResponseAt: null }
    expect(isOverdue(lead, now)).toBe(true)
    expect(isOverdue({ ...lead, firstResponseAt: '2026-06-02T14:30:00.000Z' }, now)).toBe(false)
    expect(isOverdue({ ...lead, status: 'spam' }, now)).toBe(false)
    expect(isOverdue({ ...lead, dueAt: '2026-06-02T15:00:00.000Z' }, now)).toBe(false)
    expect(isOverdue({ ...lead, dueAt: null }, now)).toBe(false)
  })

  it('says how late in hours and minutes', () => {
    expect(durationText(80)).toBe('1 h 20 min')
    expect(durationText(45.9)).toBe('45 min')
    expect(durationText(120)).toBe('2 h')
  })
})
