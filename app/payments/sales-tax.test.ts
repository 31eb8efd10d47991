import { describe, expect, it } from 'vitest'

import { formatSalesTaxRate, salesTaxCents } from './sales-tax'
import { salesTaxSchema } from './sales-tax-form'

describe('sales tax', () => {
  it('rounds half a cent up and keeps whole cents', () => {
    expect(salesTaxCents(10_000, 600)).toBe(600)
    // 6% of $0.25 is 1.5 cents: two
    expect(salesTaxCents(25, 600)).toBe(2)
    // 6% of $0.24 is 1.44 cents: one
    expect(salesTaxCents(24, 600)).toBe(1)
    // 6.25% of $19.99 is 124.9375 cents
    expect(salesTaxCents(1_999, 625)).toBe(125)
    expect(salesTaxCents(12_345, 0)).toBe(0)
  })

  it('refuses what is not an amount in cents', () => {
    expect(() => salesTaxCents(-1, 600)).toThrow(RangeError)
    expect(() => salesTaxCents(10.5, 600)).toThrow(RangeError)
  })

  it('prints a rate as people write it', () => {
    expect(formatSalesTaxRate(600)).toBe('6%')
    expect(formatSalesTaxRate(625)).toBe('6.25%')
    expect(formatSalesTaxRate(650)).toBe('6.5%')
    expect(formatSalesTaxRate(0)).toBe('0%')
  })

  it('reads the owners form in basis points', () => {
    expect(salesTaxSchema.parse({ salesTaxPercent: '6' }).salesTaxPercent).toBe(600)
    expect(salesTaxSchema.parse({ salesTaxPercent: '6.25' }).salesTaxPercent).toBe(625)
    expect(salesTaxSchema.safeParse({ salesTaxPercent: '6.255' }).success).toBe(false)
    expect(salesTaxSchema.safeParse({ salesTaxPercent: '25' }).success).toBe(false)
    expect(salesTaxSchema.safeParse({ salesTaxPercent: 'six' }).success).toBe(false)
  })
})
