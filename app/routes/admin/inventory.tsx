import { Form, Link } from 'react-router'

import { requireUser } from '#app/.server/auth/require-user.ts'
import { cartList } from '#app/.server/inventory/cart-list.ts'
import { CartTable } from '#app/components/admin/cart-table.tsx'
import { FeedLinks } from '#app/components/admin/feed-links.tsx'
import { controlClass } from '#app/components/contact/form-field.tsx'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { adminMeta } from '#app/lib/admin-page.ts'
import { inventoryBrands, parseInventoryAdminFilter } from '#app/lib/inventory-admin-filter.ts'
import { vehicleStatuses, vehicleStatusLabels } from '#app/lib/vehicle-status.ts'

import type { Route } from './+types/inventory'

export const meta = () => adminMeta('Inventory')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  const filter = parseInventoryAdminFilter(new URL(request.url).searchParams)
  return {
    filter,
    siteUrl: context.settings.SITE_URL,
    ...(await cartList(context.db, filter)),
  }
}

export default function Inventory({ loaderData }: Route.ComponentProps) {
  const { filter, rows, counts, total, inFeeds, siteUrl } = loaderData
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-gray-900">Inventory</h1>
        <Link to="/admin/inventory/new" className={buttonClass()}>
          Add a cart
        </Link>
      </div>
      <p className="mt-3 text-gray-700">
        {total} carts:{' '}
        {vehicleStatuses
          .map((status) => `${counts[status]} ${vehicleStatusLabels[status]}`)
          .join(', ')}
        .
      </p>

      <Form method="get" className="mt-6 grid gap-4 rounded-lg bg-white p-4 sm:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor="q" className="mb-1.5 block text-sm font-semibold">
            Search
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={filter.search}
            className={controlClass(false)}
          />
        </div>
        <div>
          <label htmlFor="status" className="mb-1.5 block text-sm font-semibold">
            Status
          </label>
          <select
            id="status"
            name="status"
            defaultValue={filter.status}
            className={controlClass(false)}
          >
            <option value="">Any status</option>
            {vehicleStatuses.map((status) => (
              <option key={status} value={status}>
                {vehicleStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="brand" className="mb-1.5 block text-sm font-semibold">
            Brand
          </label>
          <select
            id="brand"
            name="brand"
            defaultValue={filter.brand}
            className={controlClass(false)}
          >
            <option value="">Any brand</option>
            {inventoryBrands.map((brand) => (
              <option key={brand}>{brand}</option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-4">
          <Button type="submit" variant="outline">
            Show carts
          </Button>
        </div>
      </Form>

      <div className="mt-6">
        {rows.length === 0 ? (
          <p className="text-gray-700">No cart matches these filters.</p>
        ) : (
          <CartTable rows={rows} />
        )}
      </div>
      <FeedLinks siteUrl={siteUrl} inFeeds={inFeeds} total={total} />
    </>
  )
}
