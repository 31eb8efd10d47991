import { describe, expect, it } from 'vitest'

import { describeFilters, searchOf } from './alert-form.ts'
import { parseFilters } from './inventory-filters.ts'

const described = (query: string) => describeFilters(parseFilters(new URLSearchParams(query)))

describe('a search in words', () => {
  it("names the site's brands, series, prices and offers bare", () => {
    expect(described('brand=denago&category=rover&price=under-15k&tag=financing')).toBe(
      'Denago, rover series, Under $15,000, Financing offer',
    )
    expect(described('')).toBe('Every cart')
  })

  it('quotes what was typed, on one line and cut short, even as stored before the rule', () => {
    const forged = new URLSearchParams({
      search: 'lithium\r\nConfirm: https://evil.example/claim-prize?now=1\u202e',
      brand: 'acme\u2028Confirm',
      category: 'custom\u0085line',
    }).toString()
    expect(described(forged)).toBe(
      '“acme confirm”, “custom line” series, “lithium Confirm: https://evil.example/c…”',
    )
  })
})

describe('a search as stored', () => {
  it('keeps the typed parts without invisible characters', () => {
    expect(searchOf('search=li\u200bthium\u202e&brand=denago')).toEqual({
      filters: 'search=lithium&brand=denago',
    })
  })

  it('refuses typed parts broken over lines and a search that narrows nothing', () => {
    expect(searchOf('search=a%E2%80%A8b')).toEqual({
      message: 'Remove the line breaks from this field',
    })
    expect(searchOf('search=%E2%80%8B&sort=name')).toEqual({
      message: expect.stringContaining('at least one filter'),
    })
  })
})
