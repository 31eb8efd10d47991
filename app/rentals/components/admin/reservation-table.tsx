import { Link } from 'react-router'

import { cn } from '#app/kernel/cn.ts'
import { dataRowClass, DataTable } from '#app/kernel/components/admin/data-table.tsx'
import { formatPrice } from '#app/kernel/format.ts'
import { OverdueBadge } from '#app/leads/components/admin/lead-table.tsx'
import { reservationStatusLabels } from '#app/rentals/rental-filter.ts'
import type { RentalRow } from '#app/rentals/rental-row.ts'

/** Answered, due, or overdue on the response clock; confirmed and later ones show their status alone. */
function ResponseState({ row }: { row: RentalRow }) {
  if (row.returnOverdue) return <strong className="text-red-800">Overdue: not back yet</strong>
  if (row.overdueMinutes !== null) return <OverdueBadge minutes={row.overdueMinutes} />
  if (row.due) return <>Answer by {row.due}</>
  return null
}

const overdueEdge = (row: RentalRow) =>
  (row.overdueMinutes !== null || row.returnOverdue) && 'border-l-4 border-l-red-700'

/**
 * The reservations list; the renter's name opens the reservation. Cards on a
 * phone, where staff answer requests on the floor; a table from 768 px on.
 */
export function ReservationTable({ rows }: { rows: RentalRow[] }) {
  return (
    <>
      <ul aria-label="Reservations" className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className={cn(
              'rounded-lg border border-gray-300 bg-white p-3 text-sm',
              overdueEdge(row),
            )}
          >
            <Link
              to={`/admin/rentals/${row.id}`}
              className="text-base font-semibold break-words text-brand-800 underline"
            >
              {row.renter}
            </Link>
            <p className="mt-1">
              {reservationStatusLabels[row.status]} · {row.cartType} ({row.cart})
            </p>
            <p className="mt-1">
              <time dateTime={row.startAt}>{row.start}</time> to {row.end}
            </p>
            <p className="mt-1">
              {row.handover} · {formatPrice(row.total)}
            </p>
            <p className="mt-1">
              <ResponseState row={row} />
            </p>
          </li>
        ))}
      </ul>
      <DataTable
        className="hidden md:block"
        caption="Reservations"
        headings={['Renter', 'Cart', 'Dates', 'Handover', 'Total', 'Status']}
      >
        {rows.map((row) => (
          <tr key={row.id} className={cn(dataRowClass, overdueEdge(row))}>
            <th scope="row" className="p-3 font-normal">
              <Link
                to={`/admin/rentals/${row.id}`}
                className="font-semibold text-brand-800 underline"
              >
                {row.renter}
              </Link>
            </th>
            <td className="p-3">
              {row.cartType}
              <span className="block text-gray-700">{row.cart}</span>
            </td>
            <td className="p-3">
              <time dateTime={row.startAt}>{row.start}</time>
              <span className="block">to {row.end}</span>
            </td>
            <td className="p-3">{row.handover}</td>
            <td className="p-3">{formatPrice(row.total)}</td>
            <td className="p-3">
              {reservationStatusLabels[row.status]}
              <span className="block">
                <ResponseState row={row} />
              </span>
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  )
}
