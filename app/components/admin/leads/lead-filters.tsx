import { FilterForm, FilterInput, FilterSelect } from '#app/components/admin/filter-fields.tsx'
import { contactInterests } from '#app/lib/contact-schema.ts'
import type { LeadFilter } from '#app/lib/lead-filter.ts'

type Person = { id: string; name: string; email: string }

/** The inbox's filters: a GET form, so every filtered view is a link. */
export function LeadFilters({ filter, staff }: { filter: LeadFilter; staff: Person[] }) {
  return (
    <FilterForm submitLabel="Show leads">
      {filter.stage && <input type="hidden" name="stage" value={filter.stage} />}
      <FilterInput
        name="q"
        label="Search name, e-mail, phone or message"
        type="search"
        defaultValue={filter.search}
        className="sm:col-span-2"
      />
      <FilterSelect
        name="interest"
        label="Interest"
        defaultValue={filter.interest}
        anyLabel="Any interest"
        options={contactInterests}
      />
      <FilterSelect
        name="assignee"
        label="Assigned to"
        defaultValue={filter.assignee}
        anyLabel="Anyone"
        options={[
          { value: 'me', label: 'Me' },
          { value: 'nobody', label: 'Nobody' },
          ...staff.map((person) => ({ value: person.id, label: person.name || person.email })),
        ]}
      />
      <FilterSelect
        name="received"
        label="Received"
        defaultValue={filter.received}
        anyLabel="Any day"
        options={[{ value: 'today', label: 'Today' }]}
      />
      <FilterInput name="from" label="From" type="date" defaultValue={filter.from} />
      <FilterInput name="to" label="To" type="date" defaultValue={filter.to} />
      <FilterSelect
        name="spam"
        label="Spam"
        defaultValue={filter.spam}
        anyLabel="Hide quarantined"
        options={[{ value: 'only', label: 'Only quarantined' }]}
      />
    </FilterForm>
  )
}
