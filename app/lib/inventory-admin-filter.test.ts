import { describe, expect, it } from 'vitest'

import { parseInventoryAdminFilter } from './inventory-admin-filter.ts'

const parse = (query: string) => parseInventoryAdminFilter(new URLSearchParams(query))

describe('parseInventoryAdminFilter', () => {
  it('reads search, status and brand from the URL', () => {
    expect(parse('q=%20maverick%20&status=sold&brand=Denago')).toEqual({
      search: 'maverick',
      status: 'sold',
      brand: 'Denago',
    })
  })

  it('shows everything for an empty or unknown status and brand', () => {
    expect(parse('')).toEqual({ search: '', status: '', brand: '' })
    expect(parse('status=deleted&brand=Acme')).toEqual({ search: '', status: '', brand: '' })
  })

  it('caps a very long search', () => {
    expect(parse(`q=${'a'.repeat(500)}`).search).toHaveLength(100)
  })
})
