import {
  FilterForm,
  FilterInput,
  FilterSelect,
} from '#app/kernel/components/admin/filter-fields.tsx'
import { contactInterests } from '#app/leads/contact-schema.ts'
import { type LeadFilter, leadFilterQuery } from '#app/leads/lead-filter.ts'

type Person = { id: string; name: string; email: string }

/** The folded filters in force, as the disclosure's summary says them. */
export function activeLeadFilters(filter: LeadFilter, staff: Person[]): string[] {
  const person = staff.find((p) => p.id === filter.assignee)
  const assignee =
    filter.assignee === 'me'
      ? 'Me'
      : filter.assignee === 'nobody'
        ? 'Nobody'
        : person
          ? person.name || person.email
          : filter.assignee && 'a former staff member'
  const interest = contactInterests.find((i) => i.value === filter.interest)?.label
  return [
    interest && `Interest: ${interest}`,
    assignee && `Assigned to: ${assignee}`,
    filter.received === 'today' && 'Received today',
    !filter.received && filter.from && `From ${filter.from}`,
    !filter.received && filter.to && `To ${filter.to}`,
    filter.spam === 'only' && 'Only quarantined spam',
  ].filter((text): text is string => Boolean(text))
}

/** The inbox's filters: a GET form, so every filtered view is a link. */
export function LeadFilters({ filter, staff }: { filter: LeadFilter; staff: Person[] }) {
  const active = activeLeadFilters(filter, staff)
  return (
    <FilterForm
      submitLabel="Show leads"
      active={active}
      // the stage tab and the search stay; the folded filters go
      clearTo={`/admin/leads${leadFilterQuery({ ...filter, interest: '', assignee: '', received: '', from: '', to: '', spam: '', page: 1 })}`}
      search={{ label: 'Search name, e-mail, phone or message', defaultValue: filter.search }}
      hidden={filter.stage && <input type="hidden" name="stage" value={filter.stage} />}
    >
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
