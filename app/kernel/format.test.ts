import { describe, expect, it } from 'vitest'

import { formatDollars, formatInteger, formatNumber, formatPrice } from './format.ts'

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
