import { Link } from 'react-router'

import { countOf } from '#app/kernel/plural.ts'
import {
  type InventoryAdminFilter,
  inventoryAdminQuery,
} from '#app/sales/inventory-admin-filter.ts'

type InventoryPageLinksProps = {
  filter: InventoryAdminFilter
  page: number
  pages: number
  matches: number
}

/** Plain links to the list's other pages, keeping the filters, so they work before any script runs. */
export function InventoryPageLinks({ filter, page, pages, matches }: InventoryPageLinksProps) {
  if (pages <= 1) return null
  const to = (n: number) => `/admin/inventory${inventoryAdminQuery(filter, { page: n })}`
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-4">
      {page > 1 && (
        <Link to={to(page - 1)} className="text-brand-800 underline">
          Previous page
        </Link>
      )}
      <span>
        Page {page} of {pages} ({countOf(matches, 'cart')})
      </span>
      {page < pages && (
        <Link to={to(page + 1)} className="text-brand-800 underline">
          Next page
        </Link>
      )}
    </nav>
  )
}
