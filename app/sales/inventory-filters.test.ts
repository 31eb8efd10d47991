import { describe, expect, it } from 'vitest'

import {
  categoryOptions,
  emptyFilters,
  filterFacts,
  filtersToSearchParams,
  filterVehicles,
  hasActiveFilters,
  inPriceBucket,
  type InventoryFilters,
  parseFilters,
} from './inventory-filters.ts'
import type { Vehicle } from './vehicle.ts'

function cart(id: string, fields: Partial<Vehicle>): Vehicle {
  return {
    id,
    name: id,
    brand: 'Evolution',
    category: 'Classic',
    price: 10000,
    priceOnRequest: false,
    status: 'available',
    description: '',
    images: [],
    specifications: {},
    features: [],
    inStock: true,
    isNew: true,
    ...fields,
  }
}

const carts: Vehicle[] = [
  cart('a', {
    name: 'Evolution D5 Ranger 4 Plus',
    category: 'Ranger',
    price: 14999,
    description: 'Lifted four-seater',
  }),
  cart('b', {
    name: 'Denago Rover XL',
    brand: 'Denago',
    category: 'Rover',
    price: 15000,
    description: 'Six seats for the LAKE house',
  }),
  cart('c', {
    name: 'Evolution D6 Max XT6',
    category: 'D6 Max',
    price: 25000,
    description: 'Flagship',
  }),
  cart('d', {
    name: 'Denago Rover XXL Custom',
    brand: 'DENAGO',
    category: 'Rover',
    price: 25001,
    description: 'Eight seats',
  }),
  cart('e', {
    name: 'Evolution D6 Max GT4',
    category: 'D6 Max',
    price: 17995,
    priceOnRequest: true,
    description: 'Arriving soon',
  }),
]

const ids = (list: readonly { id: string }[]) => list.map((v) => v.id)
const withFilters = (filters: Partial<InventoryFilters>) =>
  ids(filterVehicles(carts.map(filterFacts), { ...emptyFilters, ...filters }))

describe('filterVehicles', () => {
  it('keeps every cart in the dealer order when no filter is set', () => {
    expect(withFilters({})).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('matches search as a case-insensitive substring of the name or the description', () => {
    expect(withFilters({ search: 'rover' })).toEqual(['b', 'd'])
    expect(withFilters({ search: 'lake HOUSE' })).toEqual(['b'])
    expect(withFilters({ search: 'd6 max' })).toEqual(['c', 'e'])
    expect(withFilters({ search: '  flagship ' })).toEqual(['c'])
    expect(withFilters({ search: 'golf bag' })).toEqual([])
  })

  it('matches the brand exactly, ignoring case', () => {
    expect(withFilters({ brand: 'denago' })).toEqual(['b', 'd'])
    expect(withFilters({ brand: 'EVOLUTION' })).toEqual(['a', 'c', 'e'])
    // a prefix is not the brand
    expect(withFilters({ brand: 'den' })).toEqual([])
  })

  it('matches the category as a substring, ignoring case', () => {
    expect(withFilters({ category: 'rover' })).toEqual(['b', 'd'])
    expect(withFilters({ category: 'max' })).toEqual(['c', 'e'])
    expect(withFilters({ category: 'Rang' })).toEqual(['a'])
  })

  it('puts prices in buckets at the bucket edges: 14999 | 15000..25000 | 25001', () => {
    expect(withFilters({ price: 'under-15k' })).toEqual(['a'])
    expect(withFilters({ price: '15k-25k' })).toEqual(['b', 'c', 'e'])
    expect(withFilters({ price: 'over-25k' })).toEqual(['d'])
  })

  it('files a cart quoted on request under its suggested price', () => {
    expect(withFilters({ price: '15k-25k', search: 'gt4' })).toEqual(['e'])
    expect(withFilters({ price: 'under-15k', search: 'gt4' })).toEqual([])
    expect(inPriceBucket(17995, '')).toBe(true)
  })

  it('combines filters with AND', () => {
    expect(withFilters({ brand: 'denago', price: 'over-25k' })).toEqual(['d'])
    expect(withFilters({ search: 'evolution', category: 'max', price: '15k-25k' })).toEqual([
      'c',
      'e',
    ])
    expect(withFilters({ brand: 'denago', category: 'ranger' })).toEqual([])
  })

  it('sorts by price both ways (a cart on request by its suggested price), and by name', () => {
    expect(withFilters({ sort: 'price-asc' })).toEqual(['a', 'b', 'e', 'c', 'd'])
    expect(withFilters({ sort: 'price-desc' })).toEqual(['d', 'c', 'e', 'b', 'a'])
    expect(withFilters({ sort: 'name' })).toEqual(['b', 'd', 'a', 'e', 'c'])
  })

  it('does not reorder the list it was given', () => {
    filterVehicles(carts.map(filterFacts), { ...emptyFilters, sort: 'price-desc' })
    expect(ids(carts)).toEqual(['a', 'b', 'c', 'd', 'e'])
  })
})

describe('URL query round trip', () => {
  it('reads every parameter and lower-cases brand and category', () => {
    const params = new URLSearchParams(
      'search=Rover+XL&brand=Denago&category=Rover&price=15k-25k&sort=price-desc',
    )
    expect(parseFilters(params)).toEqual({
      search: 'Rover XL',
      brand: 'denago',
      category: 'rover',
      price: '15k-25k',
      tag: '',
      sort: 'price-desc',
    })
  })

  it('treats empty and unknown values as "all" (a JavaScript-off form sends every field)', () => {
    const params = new URLSearchParams('search=&brand=&category=&price=cheap&sort=random')
    expect(parseFilters(params)).toEqual(emptyFilters)
  })

  it('writes only what differs from the defaults', () => {
    expect(filtersToSearchParams(emptyFilters).toString()).toBe('')
    expect(
      filtersToSearchParams({
        ...emptyFilters,
        search: ' d5 ',
        brand: 'evolution',
        sort: 'name',
      }).toString(),
    ).toBe('search=d5&brand=evolution&sort=name')
  })

  it('parses what it writes back to the same filters', () => {
    const filters: InventoryFilters = {
      search: 'lake house',
      brand: 'denago',
      category: 'd6 max',
      price: 'over-25k',
      tag: 'financing',
      sort: 'price-asc',
    }
    expect(parseFilters(filtersToSearchParams(filters))).toEqual(filters)
  })

  it('counts only narrowing filters as active', () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false)
    expect(hasActiveFilters({ ...emptyFilters, sort: 'name' })).toBe(false)
    expect(hasActiveFilters({ ...emptyFilters, search: '   ' })).toBe(false)
    expect(hasActiveFilters({ ...emptyFilters, price: 'under-15k' })).toBe(true)
  })
})

describe('categoryOptions', () => {
  it('lists the standard series and the inventory series once each, alphabetically', () => {
    expect(categoryOptions(carts)).toEqual([
      { value: 'd6 max', label: 'D6 Max Series' },
      { value: 'forester', label: 'Forester Series' },
      { value: 'maverick', label: 'Maverick Series' },
      { value: 'ranger', label: 'Ranger Series' },
      { value: 'rover', label: 'Rover Series' },
      { value: 'turfman', label: 'Turfman Series' },
    ])
  })
})

describe('promotion tags and sales in the filters', () => {
  const sale = { price: 8000, startsAt: '2026-12-01T05:00:00.000Z', endsAt: null }
  const list = [
    cart('plain', { price: 16000 }),
    cart('on-sale', { price: 16000, sale, tags: ['financing'] }),
    cart('pinned', { price: 12000, tags: ['featured', 'clearance'] }),
  ].map(filterFacts)
  const pick = (filters: Partial<InventoryFilters>) =>
    ids(filterVehicles(list, { ...emptyFilters, ...filters }))

  it('filters and sorts by the price a buyer pays today: the sale price while a sale runs', () => {
    expect(pick({ price: 'under-15k' })).toEqual(['on-sale', 'pinned'])
    expect(pick({ sort: 'price-asc' })).toEqual(['on-sale', 'pinned', 'plain'])
  })

  it('keeps the carts with the chosen tag, read from and written to the URL', () => {
    expect(pick({ tag: 'financing' })).toEqual(['on-sale'])
    expect(pick({ tag: 'featured' })).toEqual(['pinned'])
    expect(parseFilters(new URLSearchParams('tag=clearance')).tag).toBe('clearance')
    expect(parseFilters(new URLSearchParams('tag=bogus')).tag).toBe('')
    expect(filtersToSearchParams({ ...emptyFilters, tag: 'financing' }).toString()).toBe(
      'tag=financing',
    )
    expect(hasActiveFilters({ ...emptyFilters, tag: 'financing' })).toBe(true)
  })
})
