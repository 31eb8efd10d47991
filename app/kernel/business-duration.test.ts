import { describe, expect, it } from 'vitest'

import { formatBusinessMinutes } from './business-duration'

describe('formatBusinessMinutes', () => {
  it('reads as minutes, hours, or both, rounded to the minute', () => {
    expect(formatBusinessMinutes(null)).toBe('–')
    expect(formatBusinessMinutes(0)).toBe('0 min')
    expect(formatBusinessMinutes(44.6)).toBe('45 min')
    expect(formatBusinessMinutes(120)).toBe('2 h')
    expect(formatBusinessMinutes(65)).toBe('1 h 5 min')
    expect(formatBusinessMinutes(599.7)).toBe('10 h')
  })
})
