import { describe, expect, it } from 'vitest'

import { inventoryAdminQuery, parseInventoryAdminFilter } from './inventory-admin-filter.ts'

const parse = (query: string) => parseInventoryAdminFilter(new URLSearchParams(query))

describe('parseInventoryAdminFilter', () => {
  it('reads search, status, brand and page from the URL', () => {
    expect(parse('q=%20maverick%20&status=sold&brand=Denago&page=3')).toEqual({
      search: 'maverick',
      status: 'sold',
      brand: 'Denago',
      page: 3,
    })
  })

  it('shows everything, from the first page, for empty or unknown values', () => {
    expect(parse('')).toEqual({ search: '', status: '', brand: '', page: 1 })
    expect(parse('status=deleted&brand=Acme&page=-2')).toEqual({
      search: '',
      status: '',
      brand: '',
      page: 1,
    })
  })

  it('caps a very long search', () => {
    expect(parse(`q=${'a'.repeat(500)}`).search).toHaveLength(100)
  })
})

describe('inventoryAdminQuery', () => {
  it('keeps the filters in a page link and leaves page 1 out', () => {
    const filter = parse('q=rover xl&status=available&brand=Denago&page=2')
    expect(inventoryAdminQuery(filter, { page: 3 })).toBe(
      '?q=rover+xl&status=available&brand=Denago&page=3',
    )
    expect(inventoryAdminQuery(filter, { page: 1 })).toBe(
      '?q=rover+xl&status=available&brand=Denago',
    )
    expect(inventoryAdminQuery(parse(''))).toBe('')
  })
})
