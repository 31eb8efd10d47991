import { Form, Link } from 'react-router'

import { FilterInput, FilterSelect } from '#app/kernel/components/admin/filter-fields.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { type RentalFilter, reservationStatusLabels } from '#app/rentals/rental-filter.ts'

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
        <FilterSelect
          name="status"
          label="Status"
          defaultValue={filter.status}
          anyLabel="Waiting, then upcoming"
          options={[
            ...Object.entries(reservationStatusLabels).map(([value, label]) => ({ value, label })),
            { value: 'all', label: 'All' },
          ]}
        />
        <FilterSelect
          name="type"
          label="Cart type"
          defaultValue={filter.cartType}
          anyLabel="Any"
          options={cartTypes.map((type) => ({ value: type.value, label: type.title }))}
        />
        <FilterInput
          name="from"
          label="Renting on or after"
          type="date"
          defaultValue={filter.from}
        />
        <FilterInput name="to" label="Renting on or before" type="date" defaultValue={filter.to} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button type="submit" variant="outline">
          Show reservations
        </Button>
        {filtered && (
          <Link to="/admin/rentals/list" className="font-semibold text-brand-800 underline">
            Clear the filters
          </Link>
        )}
      </div>
    </Form>
  )
}
