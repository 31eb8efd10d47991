import { adminMeta } from '#app/kernel/admin-page.ts'
import { reservationList } from '#app/rentals/.server/staff-list.ts'
import { RentalsNav } from '#app/rentals/components/admin/rentals-nav.tsx'
import { ReservationFilters } from '#app/rentals/components/admin/reservation-filters.tsx'
import { ReservationTable } from '#app/rentals/components/admin/reservation-table.tsx'
import { cartInfo, cartTypes } from '#app/rentals/content/rentals.ts'
import { parseRentalFilter, rentalListLimit } from '#app/rentals/rental-filter.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/rentals'

export const meta = () => adminMeta('Rental reservations')

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const filter = parseRentalFilter(new URL(request.url).searchParams)
  const rows = await reservationList(context.db, filter, new Date())
  return {
    role: user.role,
    filter,
    rows,
    cartTypes: cartTypes.map((type) => ({ value: type, title: cartInfo[type].title })),
  }
}

export default function Rentals({ loaderData }: Route.ComponentProps) {
  const { filter, rows } = loaderData
  return (
    <>
      <RentalsNav role={loaderData.role} />
      <h1 className="text-3xl font-bold text-gray-900">Rental reservations</h1>
      <p className="mt-2 text-gray-700">
        {filter.status === ''
          ? 'Requests waiting for an answer first, then the confirmed rentals to come.'
          : 'Reservations by their start.'}
      </p>
      <div className="mt-4">
        <ReservationFilters
          key={JSON.stringify(filter)}
          filter={filter}
          cartTypes={loaderData.cartTypes}
        />
      </div>
      <div className="mt-4 sm:mt-6">
        {rows.length === 0 ? (
          <p className="text-gray-700">No reservation matches these filters.</p>
        ) : (
          <ReservationTable rows={rows} />
        )}
        {rows.length === rentalListLimit && (
          <p className="mt-3 text-gray-700">
            The first {rentalListLimit} are shown; narrow the dates to see the others.
          </p>
        )}
      </div>
    </>
  )
}
