import { describe, expect, it } from 'vitest'

import { countOf } from './plural.ts'

describe('countOf', () => {
  it('agrees the noun with the count', () => {
    expect(countOf(1, 'lead')).toBe('1 lead')
    expect(countOf(0, 'lead')).toBe('0 leads')
    expect(countOf(2, 'lead')).toBe('2 leads')
    expect(countOf(1234, 'cart')).toBe('1,234 carts')
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry')
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries')
  })
})
