import { Link } from 'react-router'

import { adminMeta } from '#app/kernel/admin-page.ts'
import { FilterForm, FilterSelect } from '#app/kernel/components/admin/filter-fields.tsx'
import { PageLinks } from '#app/kernel/components/admin/page-links.tsx'
import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { countOf } from '#app/kernel/plural.ts'
import { vehicleList } from '#app/sales/.server/inventory/vehicle-list.ts'
import { CartTable } from '#app/sales/components/admin/cart-table.tsx'
import { FeedLinks } from '#app/sales/components/admin/feed-links.tsx'
import {
  inventoryAdminQuery,
  inventoryBrands,
  parseInventoryAdminFilter,
} from '#app/sales/inventory-admin-filter.ts'
import { vehicleStatuses, vehicleStatusLabels } from '#app/sales/vehicle-status.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/inventory'

export const meta = () => adminMeta('Inventory')

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const filter = parseInventoryAdminFilter(new URL(request.url).searchParams)
  return {
    filter,
    canImport: user.role === 'owner',
    siteUrl: context.settings.SITE_URL,
    ...(await vehicleList(context.db, filter)),
  }
}

export default function Inventory({ loaderData }: Route.ComponentProps) {
  const { filter, rows, counts, total, inFeeds, siteUrl, page, pages, matches, canImport } =
    loaderData
  const exportHref = `/admin/inventory/export.csv${inventoryAdminQuery(filter, { page: 1 })}`
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-gray-900">Inventory</h1>
        <div className="flex flex-wrap gap-3">
          {canImport && (
            <Link to="/admin/inventory/import" className={buttonClass('outline')}>
              Import from a spreadsheet
            </Link>
          )}
          <Link to="/admin/inventory/new" className={buttonClass()}>
            Add a cart
          </Link>
        </div>
      </div>
      <p className="mt-3 text-gray-700">
        {countOf(total, 'cart')}:{' '}
        {vehicleStatuses
          .map((status) => `${counts[status]} ${vehicleStatusLabels[status]}`)
          .join(', ')}
        .
      </p>

      <FilterForm
        submitLabel="Show carts"
        active={[
          filter.status && `Status: ${vehicleStatusLabels[filter.status]}`,
          filter.brand && `Brand: ${filter.brand}`,
        ].filter((text): text is string => Boolean(text))}
        clearTo={`/admin/inventory${filter.search ? `?${new URLSearchParams({ q: filter.search })}` : ''}`}
        search={{ label: 'Search name, series or description', defaultValue: filter.search }}
      >
        <FilterSelect
          name="status"
          label="Status"
          defaultValue={filter.status}
          anyLabel="Any status"
          options={vehicleStatuses.map((status) => ({
            value: status,
            label: vehicleStatusLabels[status],
          }))}
        />
        <FilterSelect
          name="brand"
          label="Brand"
          defaultValue={filter.brand}
          anyLabel="Any brand"
          options={inventoryBrands}
        />
      </FilterForm>

      <div className="mt-6">
        {rows.length === 0 ? (
          <p className="text-gray-700">No cart matches these filters.</p>
        ) : (
          <CartTable rows={rows} />
        )}
      </div>
      <p className="mt-4">
        <a href={exportHref} className="font-semibold text-brand-800 underline" download>
          Export these carts (CSV)
        </a>
      </p>
      <PageLinks
        page={page}
        pages={pages}
        total={{ count: matches, noun: 'cart' }}
        to={(n) => `/admin/inventory${inventoryAdminQuery(filter, { page: n })}`}
        texts={{ previous: 'Previous page', next: 'Next page' }}
      />
      <FeedLinks siteUrl={siteUrl} inFeeds={inFeeds} total={total} />
    </>
  )
}
