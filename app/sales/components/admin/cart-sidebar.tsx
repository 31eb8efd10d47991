import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { formatPrice } from '#app/kernel/format.ts'
import type { PriceChangeKind } from '#app/sales/cart-sale.ts'
import { type VehicleStatus, vehicleStatusLabels } from '#app/sales/vehicle-status.ts'

type SidebarPage = {
  cart: { id: string; status: VehicleStatus; featured: boolean }
  publicPath?: string
  problems: string[]
  prices: {
    kind: PriceChangeKind
    price: number
    priceOnRequest: boolean
    changedAt: string
    /** `changedAt` on the dealer's clock */
    changed: string
    by: string
  }[]
}

const actions: { status: VehicleStatus; label: string }[] = [
  { status: 'available', label: 'Publish' },
  { status: 'pending', label: 'Mark sale pending' },
  { status: 'sold', label: 'Mark sold' },
  { status: 'archived', label: 'Archive' },
  { status: 'draft', label: 'Back to draft' },
]

const button =
  'w-full rounded border border-brand-800 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50'

/** A titled part of the sidebar, named by its heading. */
function SidebarSection({
  id,
  title,
  children,
}: {
  id: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

const priceChangeLabels: Record<PriceChangeKind, string> = {
  price: 'Price',
  correction: 'Corrected',
  sale: 'Sale',
  'sale-ended': 'Sale ended early',
}

/** The cart editor's side: status, copy and delete, what the feeds make of it, its prices. */
export function CartSidebar({ page }: { page: SidebarPage }) {
  const { cart } = page
  return (
    <aside className="space-y-8 text-sm lg:col-start-2 lg:row-start-1">
      <SidebarSection id="status-heading" title={`Status: ${vehicleStatusLabels[cart.status]}`}>
        {page.publicPath && (
          <p className="mt-1">
            <Link to={page.publicPath} className="text-brand-800 underline">
              See its public page
            </Link>
          </p>
        )}
        <div className="mt-3 space-y-2">
          {actions
            .filter((action) => action.status !== cart.status)
            .map((action) => (
              <AdminForm key={action.status}>
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="status" value={action.status} />
                {/* the status this page shows: a change made meanwhile is reported, not overwritten */}
                <input type="hidden" name="expected" value={cart.status} />
                <button type="submit" className={button}>
                  {action.label}
                </button>
              </AdminForm>
            ))}
          <AdminForm>
            <input type="hidden" name="intent" value="duplicate" />
            <button type="submit" className={button}>
              Duplicate
            </button>
          </AdminForm>
          <Link
            to={`/admin/inventory/${cart.id}/delete`}
            className="block w-full rounded border border-red-700 px-3 py-2 text-center font-semibold text-red-700 hover:bg-red-50"
          >
            Delete…
          </Link>
        </div>
      </SidebarSection>

      <SidebarSection id="featured-heading" title={cart.featured ? 'Featured' : 'Not featured'}>
        <p className="mt-1">
          {cart.featured
            ? 'Shown on the home page (the first three featured carts for sale) and first in the inventory.'
            : 'Featured carts are shown on the home page and first in the inventory.'}
        </p>
        <AdminForm className="mt-3">
          <input type="hidden" name="intent" value="feature" />
          <input type="hidden" name="featured" value={cart.featured ? '0' : '1'} />
          <button type="submit" className={button}>
            {cart.featured ? 'Stop featuring' : 'Feature this cart'}
          </button>
        </AdminForm>
      </SidebarSection>

      <SidebarSection id="feeds-heading" title="Product feeds">
        {page.problems.length === 0 ? (
          <p className="mt-1">In the Google and Meta feeds.</p>
        ) : (
          <ul className="mt-1 list-disc pl-4">
            {page.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </SidebarSection>

      <SidebarSection id="prices-heading" title="Price history">
        <ol className="mt-1 space-y-1">
          {page.prices.map((change) => (
            <li key={`${change.changedAt}-${change.kind}`}>
              {priceChangeLabels[change.kind]}:{' '}
              {change.priceOnRequest ? 'On request' : formatPrice(change.price)}, {change.by},{' '}
              <time dateTime={change.changedAt}>{change.changed}</time>
            </li>
          ))}
        </ol>
      </SidebarSection>
    </aside>
  )
}
