import { Link } from 'react-router'

import type { CartRow } from '#app/lib/cart-row.ts'
import { formatPrice } from '#app/lib/format.ts'
import { vehicleStatusLabels } from '#app/lib/vehicle-status.ts'

import { dataRowClass, DataTable } from './data-table'
import { Thumbnail } from './thumbnail'

const priceOf = (row: CartRow) => (row.priceOnRequest ? 'On request' : formatPrice(row.price))

function CartPhoto({ row, className }: { row: CartRow; className: string }) {
  return row.thumbnail ? (
    <Thumbnail image={row.thumbnail} alt={row.thumbnail.alt} className={className} loading="lazy" />
  ) : (
    <span className="text-gray-700">No photo</span>
  )
}

function FeedState({ row }: { row: CartRow }) {
  return row.problems.length === 0 ? (
    'In the feeds'
  ) : (
    <ul className="list-disc pl-4">
      {row.problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  )
}

/**
 * The inventory list of the back office, each cart's name linking to its
 * editor: one card a cart on a phone or a narrow window, where six columns
 * would not fit, and a table from 768 px on. The one not shown is
 * display:none, hidden from screen readers too.
 */
export function CartTable({ rows }: { rows: CartRow[] }) {
  return (
    <>
      <ul aria-label="Carts" className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="flex gap-3 rounded-lg border border-gray-300 bg-white p-3">
            <div className="w-20 shrink-0 text-sm">
              <CartPhoto row={row} className="w-20" />
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <Link
                to={`/admin/inventory/${row.id}`}
                className="text-base font-semibold break-words text-brand-800 underline"
              >
                {row.name}
              </Link>
              <p className="mt-1">
                {vehicleStatusLabels[row.status]} · {priceOf(row)}
              </p>
              <p className="mt-1 text-gray-700">
                Updated <time dateTime={row.updatedAt}>{row.updated}</time>
              </p>
              <div className="mt-1 text-gray-700">
                <FeedState row={row} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <DataTable
        className="hidden md:block"
        caption="Carts"
        headings={['Photo', 'Cart', 'Status', 'Price', 'Updated', 'Feeds']}
      >
        {rows.map((row) => (
          <tr key={row.id} className={dataRowClass}>
            <td className="p-3">
              <CartPhoto row={row} className="w-24" />
            </td>
            <th scope="row" className="p-3">
              <Link to={`/admin/inventory/${row.id}`} className="text-brand-800 underline">
                {row.name}
              </Link>
            </th>
            <td className="p-3">{vehicleStatusLabels[row.status]}</td>
            <td className="p-3">{priceOf(row)}</td>
            <td className="p-3">
              <time dateTime={row.updatedAt}>{row.updated}</time>
            </td>
            <td className="p-3">
              <FeedState row={row} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  )
}
