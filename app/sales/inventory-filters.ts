import { type PromotionTag, promotionTags } from '#app/sales/promotion-tags.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { priceToday } from '#app/sales/vehicle-display.ts'

/**
 * The inventory filters (search, brand, series, price, promotion tag, order): one pure function used by the server
 * loader (first render, JavaScript off) and by the browser (live filtering),
 * so both always show the same carts for the same URL.
 */

export const priceBuckets = ['under-15k', '15k-25k', 'over-25k'] as const
export type PriceBucket = (typeof priceBuckets)[number]

export const sortOrders = ['featured', 'price-asc', 'price-desc', 'name'] as const
export type SortOrder = (typeof sortOrders)[number]

/** Price bucket edges: under 15000; 15000 to 25000 inclusive; over 25000. */
export const PRICE_LOW = 15000
export const PRICE_HIGH = 25000

export const priceBucketLabels: Readonly<Record<PriceBucket, string>> = {
  'under-15k': 'Under $15,000',
  '15k-25k': '$15,000 - $25,000',
  'over-25k': 'Over $25,000',
}

export const sortLabels: Readonly<Record<SortOrder, string>> = {
  featured: 'Featured',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  name: 'Name: A to Z',
}

/** The series always offered as category options; the inventory may add more. */
export const specCategories = ['ranger', 'maverick', 'forester', 'turfman', 'rover'] as const

export type InventoryFilters = {
  /** free text, matched against name and description */
  search: string
  /** brand id, e.g. "denago"; empty = all brands */
  brand: string
  /** series, e.g. "rover"; empty = all categories */
  category: string
  /** empty = any price */
  price: PriceBucket | ''
  /** a promotion tag, e.g. "financing"; empty = any cart */
  tag: PromotionTag | ''
  sort: SortOrder
}

/** The filters set by a select of the form (the search box is typed). */
export type FilterField = Exclude<keyof InventoryFilters, 'search'>

export const emptyFilters: InventoryFilters = {
  search: '',
  brand: '',
  category: '',
  price: '',
  tag: '',
  sort: 'featured',
}

/** Longest search text kept from a URL: enough for any model name. */
const MAX_TEXT = 100

function text(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? '').trim().slice(0, MAX_TEXT)
}

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value)
}

/** Filters from the URL query (`search`, `brand`, `category`, `price`, `tag`, `sort`); unknown values fall back to "all". */
export function parseFilters(params: URLSearchParams): InventoryFilters {
  return {
    search: text(params, 'search'),
    brand: text(params, 'brand').toLowerCase(),
    category: text(params, 'category').toLowerCase(),
    price: oneOf(text(params, 'price'), priceBuckets) ?? '',
    tag: oneOf(text(params, 'tag'), promotionTags) ?? '',
    sort: oneOf(text(params, 'sort'), sortOrders) ?? 'featured',
  }
}

/** The URL query for some filters, leaving out every default so shared links stay short. */
export function filtersToSearchParams(filters: InventoryFilters): URLSearchParams {
  const params = new URLSearchParams()
  const search = filters.search.trim()
  if (search) params.set('search', search)
  if (filters.brand) params.set('brand', filters.brand)
  if (filters.category) params.set('category', filters.category)
  if (filters.price) params.set('price', filters.price)
  if (filters.tag) params.set('tag', filters.tag)
  if (filters.sort !== 'featured') params.set('sort', filters.sort)
  return params
}

/** What an alert for these filters stores: the query without the order, which narrows nothing. */
export function alertQuery(filters: InventoryFilters): string {
  return filtersToSearchParams({ ...filters, sort: 'featured' }).toString()
}

/** The query string of some filters: "" or "?brand=denago&...". */
export function filtersQuery(filters: InventoryFilters): string {
  const query = filtersToSearchParams(filters).toString()
  return query ? `?${query}` : ''
}

/** Clearing keeps the chosen order: it removes only what narrows the list. */
export function clearedFilters(filters: InventoryFilters): InventoryFilters {
  return { ...emptyFilters, sort: filters.sort }
}

/** Whether any filter narrows the list (the sort order does not). */
export function hasActiveFilters(filters: InventoryFilters): boolean {
  return Boolean(
    filters.search.trim() || filters.brand || filters.category || filters.price || filters.tag,
  )
}

/** Whether a price falls in a bucket (a cart quoted on request by its suggested price). */
export function inPriceBucket(price: number, bucket: PriceBucket | ''): boolean {
  if (bucket === '') return true
  if (bucket === 'under-15k') return price < PRICE_LOW
  if (bucket === '15k-25k') return price >= PRICE_LOW && price <= PRICE_HIGH
  return price > PRICE_HIGH
}

/** Whether a price is above a bucket's top (a bucket without one has nothing above it). */
export function abovePriceBucket(price: number, bucket: PriceBucket | ''): boolean {
  if (bucket === 'under-15k') return price >= PRICE_LOW
  if (bucket === '15k-25k') return price > PRICE_HIGH
  return false
}

/**
 * What the filters and the sort read of a cart: all the browser needs of the
 * list. `price` is today's price (the sale price while a sale runs).
 */
export type FilterableVehicle = Pick<
  Vehicle,
  'id' | 'name' | 'description' | 'brand' | 'category'
> & {
  price: number
  tags: readonly PromotionTag[]
}

/** A cart's filter facts alone, for the browser's copy of the list. */
export function filterFacts(vehicle: Vehicle): FilterableVehicle {
  const { id, name, description, brand, category } = vehicle
  return {
    id,
    name,
    description,
    brand,
    category,
    price: priceToday(vehicle),
    tags: vehicle.tags ?? [],
  }
}

export function matchesFilters(vehicle: FilterableVehicle, filters: InventoryFilters): boolean {
  const search = filters.search.trim().toLowerCase()
  if (
    search &&
    !vehicle.name.toLowerCase().includes(search) &&
    !vehicle.description.toLowerCase().includes(search)
  ) {
    return false
  }
  if (filters.brand && vehicle.brand.toLowerCase() !== filters.brand.toLowerCase()) return false
  if (
    filters.category &&
    !vehicle.category.toLowerCase().includes(filters.category.toLowerCase())
  ) {
    return false
  }
  if (filters.tag && !vehicle.tags.includes(filters.tag)) return false
  return inPriceBucket(vehicle.price, filters.price)
}

function byPrice(direction: 1 | -1) {
  return (a: FilterableVehicle, b: FilterableVehicle) => (a.price - b.price) * direction
}

/** The carts that pass every filter (AND), in the chosen order; "featured" keeps the dealer's order. */
export function filterVehicles<V extends FilterableVehicle>(
  vehicles: readonly V[],
  filters: InventoryFilters,
): V[] {
  const matching = vehicles.filter((vehicle) => matchesFilters(vehicle, filters))
  switch (filters.sort) {
    case 'price-asc':
      return matching.sort(byPrice(1))
    case 'price-desc':
      return matching.sort(byPrice(-1))
    case 'name':
      return matching.sort((a, b) => a.name.localeCompare(b.name, 'en'))
    default:
      return matching
  }
}

export type FilterOption = { value: string; label: string }

/** The label of a value from an old or hand-made link, which no option offers. */
export function unlistedLabel(value: string): string {
  return `“${value}”`
}

function titleCase(value: string): string {
  return value.replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
}

/**
 * Category choices: the five standard series plus any other series in the
 * inventory, alphabetical, so every cart can be reached by its series.
 */
export function categoryOptions(vehicles: readonly Vehicle[]): FilterOption[] {
  const inventory = vehicles.map((vehicle) => vehicle.category.trim().toLowerCase()).filter(Boolean)
  return [...new Set<string>([...specCategories, ...inventory])]
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((value) => ({ value, label: `${titleCase(value)} Series` }))
}
