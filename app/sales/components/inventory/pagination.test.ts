import { describe, expect, it } from 'vitest'

import { emptyFilters } from '#app/sales/inventory-filters.ts'

import { paginationHtml } from './pagination.ts'

const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)" data-page="(\d+)"(?: aria-label="([^"]+)")?/g)].map(
    ([, href, page, label]) => `${label}: ${(href ?? '').replaceAll('&amp;', '&')} (${page})`,
  )

describe('the pages of results', () => {
  it('are no links at all when the results fit on one page', () => {
    expect(paginationHtml(emptyFilters, 1, 1)).toBe('')
  })

  it('link every other page with the filters, the one shown marked current', () => {
    const filters = { ...emptyFilters, search: 'lake & pond', price: 'under-15k' as const }
    const html = paginationHtml(filters, 2, 3)
    expect(html).toContain('Page 2 of 3')
    expect(html).toContain('<span aria-current="page"')
    expect(links(html)).toEqual([
      'Previous page: /inventory?search=lake+%26+pond&price=under-15k (1)',
      'Page 1: /inventory?search=lake+%26+pond&price=under-15k (1)',
      'Page 3: /inventory?search=lake+%26+pond&price=under-15k&page=3 (3)',
      'Next page: /inventory?search=lake+%26+pond&price=under-15k&page=3 (3)',
    ])
  })

  it('have no Previous on the first page and no Next on the last', () => {
    expect(paginationHtml(emptyFilters, 1, 2)).not.toContain('Previous')
    expect(paginationHtml(emptyFilters, 2, 2)).not.toContain('Next')
  })
})
