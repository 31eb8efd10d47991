import { Phone, SearchX } from 'lucide-react'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { phones } from '#app/kernel/dealer/business.ts'

type InventoryEmptyProps = {
  total: number
  clearHref: string
  /** present but hidden while carts are shown, so the live filters can show it */
  hidden: boolean
}

/** No cart passes the filters: "No vehicles found" and "No vehicles match your current filters.", the count, and a way out. */
export function InventoryEmpty({ total, clearHref, hidden }: InventoryEmptyProps) {
  return (
    <div
      hidden={hidden}
      data-inventory-empty=""
      className="rounded-xl border border-dashed border-gray-400 bg-gray-50 px-6 py-14 text-center"
    >
      <SearchX aria-hidden="true" className="mx-auto size-12 text-gray-500" />
      <h3 className="mt-4 text-xl font-bold text-gray-900">No vehicles found</h3>
      <p className="mt-2 text-gray-700">Try adjusting your search criteria or filters.</p>
      <p className="mt-4 font-medium text-gray-900">No vehicles match your current filters.</p>
      <p className="mt-1 text-sm text-gray-700">Showing 0 of {total} total vehicles</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={clearHref} data-clear-filters="" className={buttonClass('primary')}>
          Clear All Filters
        </a>
        <a href={`tel:${phones.sales.tel}`} className={buttonClass('outline')}>
          <Phone aria-hidden="true" className="size-4" /> Ask us: {phones.sales.display}
        </a>
      </div>
    </div>
  )
}
