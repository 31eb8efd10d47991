import { AlertTriangle, RotateCcw } from 'lucide-react'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { brandNamesText, business, financingOffer } from '#app/kernel/dealer/business.ts'
import { Island } from '#app/kernel/islands/island.tsx'
import { islandPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { vehicleItemListJsonLd } from '#app/kernel/structured-data.ts'
import { readFinancingTagTerms } from '#app/sales/.server/buyer-price/price-settings.ts'
import { inventoryResults } from '#app/sales/.server/inventory/inventory-results.ts'
import { InventoryBrowser } from '#app/sales/components/inventory/inventory-browser.tsx'
import { InventoryCallToAction } from '#app/sales/components/inventory/inventory-cta.tsx'
import { InventoryHero } from '#app/sales/components/inventory/inventory-hero.tsx'
import type { InventoryIslandProps } from '#app/sales/components/inventory/live-filters.ts'
import { filtersQuery } from '#app/sales/inventory-filters.ts'
import { factsPath } from '#app/sales/inventory-pages.ts'
import { GeneralErrorBoundary } from '#app/site/components/error-boundary.tsx'

import type { Route } from './+types/inventory'

/** Sent without React Router: only the filters and the results hydrate, on their own. */
export const handle = islandPage('inventory-browser')

export async function loader({ context, request }: Route.LoaderArgs) {
  // a failure to read is logged by the server (handleError) and shown by the boundary below
  return {
    ...(await inventoryResults(context.db, new URL(request.url).searchParams)),
    // the "Financing offer" tag's terms, as the owners wrote them
    financingTerms: await readFinancingTagTerms(context.db),
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFrom(matches)
  const page = loaderData?.page ?? 1
  // a filtered or sorted view is the inventory itself to a search engine; the
  // plain inventory's later pages are pages of their own, each listing other carts
  const ownPage = page > 1 && loaderData && filtersQuery(loaderData.filters) === ''
  return seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl,
    title: `Golf Cart Inventory: New & Used Electric Carts for Sale${ownPage ? ` (page ${page})` : ''}`,
    description: `Browse new and used ${brandNamesText} electric golf carts for sale at ${business.name} in Northeastern Pennsylvania. Prices, specifications and availability, with ${financingOffer}.`,
    path: ownPage ? `/inventory?page=${page}` : '/inventory',
    keywords: [
      'golf carts for sale',
      'electric golf cart inventory',
      'used golf carts Pennsylvania',
      'Denago golf carts',
      'Evolution golf carts',
      'Pike County golf carts',
    ],
    // the carts of this page: the others are on the pages it links to
    jsonLd: loaderData ? [vehicleItemListJsonLd(siteUrl, loaderData.vehicles)] : [],
  })
}

export default function InventoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <InventoryHero />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <Island
          name="inventory-browser"
          component={InventoryBrowser}
          props={loaderData}
          browserProps={{ facts: factsPath } satisfies InventoryIslandProps}
        />
      </div>
      <InventoryCallToAction financingTerms={loaderData.financingTerms} />
    </main>
  )
}

/** The general boundary; every status shows the inventory's own error view. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary defaultHandler={(status) => <InventoryError status={status} />} />
}

function InventoryError({ status }: { status: number }) {
  return (
    <main id="main">
      <InventoryHero />
      <div className="mx-auto max-w-3xl px-4 py-14">
        <div
          role="alert"
          className="flex gap-4 rounded-xl border border-red-300 bg-red-50 p-6 text-red-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div>
            <h2 className="text-lg font-bold">We could not load the inventory</h2>
            <p className="mt-1">Error loading vehicles: Failed to fetch vehicles: {status}</p>
            <p className="mt-3 text-red-900">
              Please try again in a moment, or call us and we will tell you what is on the lot.
            </p>
            {/* a full reload, so a failed client-side request is retried from scratch */}
            <a href="/inventory" className={`${buttonClass('outline', 'sm')} mt-4`}>
              <RotateCcw aria-hidden="true" className="size-4" /> Try again
            </a>
          </div>
        </div>
      </div>
      <InventoryCallToAction />
    </main>
  )
}
