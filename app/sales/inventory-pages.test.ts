import { describe, expect, it } from 'vitest'

import { emptyFilters } from './inventory-filters.ts'
import { cardsPath, pageQuery, pageSize, pageWithin, parsePage } from './inventory-pages.ts'

describe('inventory pages', () => {
  it('reads a page from the URL: a whole number from 1, anything else the first', () => {
    const page = (query: string) => parsePage(new URLSearchParams(query))
    expect(page('page=3')).toBe(3)
    for (const odd of [
      '',
      'page=0',
      'page=-2',
      'page=2.5',
      'page=abc',
      'page=02',
      'page=9999999',
    ]) {
      expect(page(odd), odd).toBe(1)
    }
  })

  it('shows the last page for one past it, and the first for an empty list', () => {
    expect(pageWithin(5, pageSize * 2)).toBe(2)
    expect(pageWithin(2, pageSize * 2 + 1)).toBe(2)
    expect(pageWithin(3, 0)).toBe(1)
  })

  it("keeps the filters in a page's query and leaves the first page out", () => {
    const filters = { ...emptyFilters, brand: 'denago', sort: 'name' as const }
    expect(pageQuery(filters, 1)).toBe('?brand=denago&sort=name')
    expect(pageQuery(filters, 2)).toBe('?brand=denago&sort=name&page=2')
    expect(pageQuery(emptyFilters, 1)).toBe('')
    expect(cardsPath(emptyFilters, 3)).toBe('/inventory/cards?page=3')
  })
})
