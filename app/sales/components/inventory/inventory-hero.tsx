import { Phone } from 'lucide-react'

import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { brandNamesText, phones } from '#app/kernel/dealer/business.ts'

/** The inventory banner, shared by the page, its loading view and its error view. */
export function InventoryHero() {
  return (
    <PageHero
      pageKey="/inventory"
      eyebrow={`New & used ${brandNamesText} carts`}
      title="Golf Cart Inventory"
      subtitle="Browse every cart on our lots with its price and full specifications. Filter by brand, series or budget, then call us to arrange a test drive."
    >
      <a
        href={`tel:${phones.sales.tel}`}
        className="inline-flex h-11 items-center gap-2 rounded-lg bg-accent-500 px-5 font-semibold text-gray-950 hover:bg-accent-400"
      >
        <Phone aria-hidden="true" className="size-4" /> Call Sales {phones.sales.display}
      </a>
    </PageHero>
  )
}
