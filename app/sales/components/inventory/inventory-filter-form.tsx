import { Search, SlidersHorizontal, X } from 'lucide-react'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import {
  type FilterField,
  type FilterOption,
  type InventoryFilters,
  priceBucketLabels,
  priceBuckets,
  sortLabels,
  sortOrders,
  unlistedLabel,
} from '#app/sales/inventory-filters.ts'
import { promotionTagLabels, promotionTags } from '#app/sales/promotion-tags.ts'
import { brandIds, brands } from '#app/site/content/brands.ts'

type InventoryFilterFormProps = {
  filters: InventoryFilters
  categories: FilterOption[]
  /** whether any filter narrows the list: shows the Clear control */
  active: boolean
  clearHref: string
}

const brandOptions: FilterOption[] = brandIds.map((id) => ({ value: id, label: brands[id].name }))
const priceOptions: FilterOption[] = priceBuckets.map((value) => ({
  value,
  label: priceBucketLabels[value],
}))
const tagOptions: FilterOption[] = promotionTags.map((value) => ({
  value,
  label: promotionTagLabels[value],
}))
const sortOptions: FilterOption[] = sortOrders.map((value) => ({ value, label: sortLabels[value] }))

const fieldClass =
  'h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 focus:border-brand-700'
const labelClass = 'mb-1.5 block text-sm font-semibold text-gray-800'

/** A value from an old or hand-made link stays visible in its select instead of silently showing "All". */
function unlisted(options: FilterOption[], value: string): string | undefined {
  if (!value || options.some((option) => option.value === value)) return undefined
  return value
}

type SelectFieldProps = {
  name: FilterField
  label: string
  className?: string
  value: string
  allLabel?: string
  options: FilterOption[]
  idPrefix: string
}

function SelectField({
  name,
  label,
  className,
  value,
  allLabel,
  options,
  idPrefix,
}: SelectFieldProps) {
  const id = `${idPrefix}-${name}`
  const extra = unlisted(options, value)
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={fieldClass}>
        {allLabel && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {extra !== undefined && (
          <option value={extra} data-unlisted="">
            {unlistedLabel(extra)}
          </option>
        )}
      </select>
    </div>
  )
}

const wide = 'col-span-2 sm:col-span-1'

/** The form's selects, in order: each one's field, label and options (the categories are the inventory's). */
const selectFilters: (Omit<SelectFieldProps, 'value' | 'options' | 'idPrefix'> & {
  options: (categories: FilterOption[]) => FilterOption[]
})[] = [
  { name: 'brand', label: 'Brand', allLabel: 'All', options: () => brandOptions },
  { name: 'category', label: 'Category', allLabel: 'All', options: (categories) => categories },
  {
    name: 'price',
    label: 'Price',
    className: wide,
    allLabel: 'Any Price',
    options: () => priceOptions,
  },
  {
    name: 'tag',
    label: 'Offers',
    className: wide,
    allLabel: 'All carts',
    options: () => tagOptions,
  },
  { name: 'sort', label: 'Sort by', className: wide, options: () => sortOptions },
]

type FilterFieldsProps = {
  filters: InventoryFilters
  categories: FilterOption[]
  /** what the fields' ids start with: one page may hold several of these forms */
  idPrefix?: string
  /** the order is the inventory's; a saved search has none */
  withSort?: boolean
}

/**
 * The inventory's filter fields (search, brand, category, price, offers and,
 * on the inventory, the order): the one set of fields wherever filters are
 * chosen, as items of the caller's grid.
 */
export function FilterFields({
  filters,
  categories,
  idPrefix = 'filter',
  withSort = true,
}: FilterFieldsProps) {
  return (
    <>
      <div className="col-span-2">
        <label htmlFor={`${idPrefix}-search`} className={labelClass}>
          Search
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3.5 left-3 size-4 text-gray-600"
          />
          <input
            id={`${idPrefix}-search`}
            type="search"
            name="search"
            defaultValue={filters.search}
            placeholder="Model, feature or keyword"
            autoComplete="off"
            maxLength={100}
            className={`${fieldClass} pl-9`}
          />
        </div>
      </div>
      {selectFilters
        .filter(({ name }) => withSort || name !== 'sort')
        .map(({ options, ...filter }) => (
          <SelectField
            key={filter.name}
            {...filter}
            idPrefix={idPrefix}
            value={filters[filter.name]}
            options={options(categories)}
          />
        ))}
    </>
  )
}

/**
 * The filter form: a GET form whose fields are the URL query, so Apply
 * Filters works without JavaScript; with it, every change filters at once
 * (`live-filters.ts` drives this markup).
 */
export function InventoryFilterForm({
  filters,
  categories,
  active,
  clearHref,
}: InventoryFilterFormProps) {
  return (
    <form
      method="get"
      action="/inventory"
      role="search"
      aria-label="Filter inventory"
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-7">
        <FilterFields filters={filters} categories={categories} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary', 'md')}>
          <SlidersHorizontal aria-hidden="true" className="size-4" /> Apply Filters
        </button>
        {/* present though hidden, so the live filters can show it */}
        <a
          href={clearHref}
          hidden={!active}
          data-clear-filters=""
          className={buttonClass('outline', 'md')}
        >
          <X aria-hidden="true" className="size-4" /> Clear Filters
        </a>
      </div>
    </form>
  )
}
