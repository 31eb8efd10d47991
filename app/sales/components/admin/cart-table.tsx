import { Link } from 'react-router'

import {
  CardsOrTable,
  CardTitle,
  type Column,
} from '#app/kernel/components/admin/cards-or-table.tsx'
import { formatPrice } from '#app/kernel/format.ts'
import type { CartRow } from '#app/sales/cart-row.ts'
import { vehicleStatusLabels } from '#app/sales/vehicle-status.ts'

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

function CartCard({ row }: { row: CartRow }) {
  return (
    <div className="flex gap-3">
      <div className="w-20 shrink-0">
        <CartPhoto row={row} className="w-20" />
      </div>
      <div className="min-w-0 flex-1">
        <CardTitle to={`/admin/inventory/${row.id}`}>{row.name}</CardTitle>
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
    </div>
  )
}

const columns: Column<CartRow>[] = [
  { heading: 'Photo', cell: (row) => <CartPhoto row={row} className="w-24" /> },
  {
    heading: 'Cart',
    rowHeader: true,
    cell: (row) => (
      <Link to={`/admin/inventory/${row.id}`} className="text-brand-800 underline">
        {row.name}
      </Link>
    ),
  },
  { heading: 'Status', cell: (row) => vehicleStatusLabels[row.status] },
  { heading: 'Price', cell: priceOf },
  { heading: 'Updated', cell: (row) => <time dateTime={row.updatedAt}>{row.updated}</time> },
  { heading: 'Feeds', cell: (row) => <FeedState row={row} /> },
]

/** The inventory list of the back office, each cart's name linking to its editor. */
export function CartTable({ rows }: { rows: CartRow[] }) {
  return <CardsOrTable label="Carts" rows={rows} card={CartCard} columns={columns} />
}
