import { describe, expect, it } from 'vitest'

import { readableTime } from './time'

const ny = 'America/New_York'

describe('dealer time in e-mails', () => {
  it('reads as a person would say it, with ordinary spaces', () => {
    const text = readableTime(new Date('2025-07-04T16:05:00Z'), ny)
    expect(text).toContain('Friday, July 4, 2025')
    expect(text).toContain('12:05 PM EDT')
    expect(text).not.toMatch(/[\u202f\u00a0]/)
  })
})
