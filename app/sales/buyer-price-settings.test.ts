import { describe, expect, it } from 'vitest'

import { parseApr, parseLenderUrl, parseTermsMonths } from './buyer-price-settings.ts'

describe("the owners' financing settings", () => {
  it.each([
    ['24, 36, 48, 60', [24, 36, 48, 60]],
    ['60 36 36 48', [36, 48, 60]],
    ['11', undefined],
    ['121', undefined],
    ['36.5', undefined],
    ['', undefined],
    ['12 24 36 48 60 72 84 96 120', undefined],
  ])('reads the terms %j as %j', (text, months) => {
    expect(parseTermsMonths(text)).toEqual(months)
  })

  it.each([
    ['7.99', 799],
    ['0', 0],
    ['6%', 600],
    ['30', 3000],
    ['30.01', undefined],
    ['7.999', undefined],
    ['-1', undefined],
  ])('reads the APR %j as %j basis points', (text, basisPoints) => {
    expect(parseApr(text)).toBe(basisPoints)
  })

  it("takes the lender's https page or nothing", () => {
    expect(parseLenderUrl(' https://lender.example/prequalify ')).toBe(
      'https://lender.example/prequalify',
    )
    expect(parseLenderUrl('')).toBe('')
    expect(parseLenderUrl('http://lender.example/')).toBeUndefined()
    expect(parseLenderUrl('javascript:alert(1)')).toBeUndefined()
  })
})
