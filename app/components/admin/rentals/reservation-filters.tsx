import { Form, Link } from 'react-router'

import { controlClass } from '#app/components/contact/form-field.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { type RentalFilter, reservationStatusLabels } from '#app/lib/rental-filter.ts'

const labelClass = 'mb-1.5 block text-sm font-semibold'

/** The list's filter: a GET form, so every filtered view is a link and works without JavaScript. */
export function ReservationFilters({
  filter,
  cartTypes,
}: {
  filter: RentalFilter
  cartTypes: { value: string; title: string }[]
}) {
  const filtered = Boolean(filter.status || filter.cartType || filter.from || filter.to)
  return (
    <Form method="get" className="rounded-lg bg-white p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor="status" className={labelClass}>
            Status
          </label>
          <select
            id="status"
            name="status"
            defaultValue={filter.status}
            className={controlClass(false)}
          >
            <option value="">Waiting, then upcoming</option>
            {Object.entries(reservationStatusLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
            <option value="all">All</option>
          </select>
        </div>
        <div>
          <label htmlFor="type" className={labelClass}>
            Cart type
          </label>
          <select
            id="type"
            name="type"
            defaultValue={filter.cartType}
            className={controlClass(false)}
          >
            <option value="">Any</option>
            {cartTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="from" className={labelClass}>
            Renting on or after
          </label>
          <input
            id="from"
            name="from"
            type="date"
            defaultValue={filter.from}
            className={controlClass(false)}
          />
        </div>
        <div>
          <label htmlFor="to" className={labelClass}>
            Renting on or before
          </label>
          <input
            id="to"
            name="to"
            type="date"
            defaultValue={filter.to}
            className={controlClass(false)}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button type="submit" variant="outline">
          Show reservations
        </Button>
        {filtered && (
          <Link to="/admin/rentals" className="font-semibold text-brand-800 underline">
            Clear the filters
          </Link>
        )}
      </div>
    </Form>
  )
}
