import { Link } from 'react-router'

import type { CartRow } from '#app/lib/cart-row.ts'
import { formatPrice } from '#app/lib/format.ts'
import { vehicleStatusLabels } from '#app/lib/vehicle-status.ts'

import { dataRowClass, DataTable } from './data-table'
import { Thumbnail } from './thumbnail'

/** The inventory list of the back office: one row a cart, its name linking to its editor. */
export function CartTable({ rows }: { rows: CartRow[] }) {
  return (
    <DataTable caption="Carts" headings={['Photo', 'Cart', 'Status', 'Price', 'Updated', 'Feeds']}>
      {rows.map((row) => (
        <tr key={row.id} className={dataRowClass}>
          <td className="p-3">
            {row.thumbnail ? (
              <Thumbnail
                image={row.thumbnail}
                alt={row.thumbnail.alt}
                className="w-24"
                loading="lazy"
              />
            ) : (
              <span className="text-gray-700">No photo</span>
            )}
          </td>
          <th scope="row" className="p-3">
            <Link to={`/admin/inventory/${row.id}`} className="text-brand-800 underline">
              {row.name}
            </Link>
          </th>
          <td className="p-3">{vehicleStatusLabels[row.status]}</td>
          <td className="p-3">{row.priceOnRequest ? 'On request' : formatPrice(row.price)}</td>
          <td className="p-3">
            <time dateTime={row.updatedAt}>{row.updated}</time>
          </td>
          <td className="p-3">
            {row.problems.length === 0 ? (
              'In the feeds'
            ) : (
              <ul className="list-disc pl-4">
                {row.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
