import { filtersToSearchParams, type InventoryFilters } from '#app/sales/inventory-filters.ts'

/**
 * The inventory in pages: the server renders one page of cards for the URL's
 * filters, order and `page`; the browser counts every cart itself and swaps
 * only the cards. 36 fills whole rows of two and three columns.
 */
export const pageSize = 36

/** The `page` of a URL query: a whole number from 1, anything else is the first page. */
export function parsePage(params: URLSearchParams): number {
  const value = params.get('page') ?? ''
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1
}

export function pageCount(shown: number): number {
  return Math.max(1, Math.ceil(shown / pageSize))
}

/** A page past the last (an old link to a lot that has shrunk) shows the last. */
export function pageWithin(page: number, shown: number): number {
  return Math.min(Math.max(1, page), pageCount(shown))
}

export function pageItems<T>(list: readonly T[], page: number): T[] {
  return list.slice((page - 1) * pageSize, page * pageSize)
}

/** The query of a page of some filters: the filters' own, and `page` from the second on. */
export function pageQuery(filters: InventoryFilters, page: number): string {
  const params = filtersToSearchParams(filters)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Where the browser fetches every listed cart's filter facts. */
export const factsPath = '/inventory/facts'

/** Where the browser fetches a page's cards alone: cached like any public answer. */
export function cardsPath(filters: InventoryFilters, page: number): string {
  return `/inventory/cards${pageQuery(filters, page)}`
}
