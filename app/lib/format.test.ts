import { describe, expect, it } from 'vitest'

import { formatDollars, formatInteger, formatNumber, formatPrice, formatUtcTime } from './format.ts'

describe('formatPrice', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(formatPrice(12995)).toBe('$12,995')
    expect(formatPrice(245)).toBe('$245')
    expect(formatPrice(0)).toBe('$0')
  })
  it('rounds fractions away', () => {
    expect(formatPrice(279.93)).toBe('$280')
    expect(formatPrice(303.333)).toBe('$303')
  })
})

describe('formatNumber and formatInteger', () => {
  it('keeps one decimal by default', () => {
    expect(formatNumber(1698.666)).toBe('1,698.7')
    expect(formatNumber(14)).toBe('14.0')
  })
  it('rounds to a whole number with separators', () => {
    expect(formatInteger(1300.4)).toBe('1,300')
  })
})

describe('formatDollars', () => {
  it('drops cents on whole amounts and keeps two decimals otherwise', () => {
    expect(formatDollars(1050)).toBe('$1,050')
    // 685 / 3 = 228.333…
    expect(formatDollars(685 / 3)).toBe('$228.33')
    expect(formatDollars(93.3)).toBe('$93.30')
  })
})

describe('formatUtcTime', () => {
  it('says the day and the minute on the UTC clock, and says so', () => {
    // ICU puts a narrow or a plain space before PM, by version
    expect(formatUtcTime('2026-03-04T14:05:59Z')).toMatch(/^Mar 4, 2026, 2:05\sPM UTC$/)
  })
})
