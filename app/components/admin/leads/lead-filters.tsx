import { Form } from 'react-router'

import { controlClass } from '#app/components/contact/form-field.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { contactInterests } from '#app/lib/contact-schema.ts'
import type { LeadFilter } from '#app/lib/lead-filter.ts'

type Person = { id: string; name: string; email: string }

const label = 'mb-1.5 block text-sm font-semibold'

/** The inbox's filters: a GET form, so every filtered view is a link. */
export function LeadFilters({ filter, staff }: { filter: LeadFilter; staff: Person[] }) {
  return (
    <Form method="get" className="mt-6 grid gap-4 rounded-lg bg-white p-4 sm:grid-cols-4">
      {filter.stage && <input type="hidden" name="stage" value={filter.stage} />}
      <div className="sm:col-span-2">
        <label htmlFor="q" className={label}>
          Search name, e-mail, phone or message
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
        <label htmlFor="interest" className={label}>
          Interest
        </label>
        <select
          id="interest"
          name="interest"
          defaultValue={filter.interest}
          className={controlClass(false)}
        >
          <option value="">Any interest</option>
          {contactInterests.map((i) => (
            <option key={i.value} value={i.value}>
              {i.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="assignee" className={label}>
          Assigned to
        </label>
        <select
          id="assignee"
          name="assignee"
          defaultValue={filter.assignee}
          className={controlClass(false)}
        >
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="nobody">Nobody</option>
          {staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name || person.email}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="received" className={label}>
          Received
        </label>
        <select
          id="received"
          name="received"
          defaultValue={filter.received}
          className={controlClass(false)}
        >
          <option value="">Any day</option>
          <option value="today">Today</option>
        </select>
      </div>
      <div>
        <label htmlFor="from" className={label}>
          From
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
        <label htmlFor="to" className={label}>
          To
        </label>
        <input
          id="to"
          name="to"
          type="date"
          defaultValue={filter.to}
          className={controlClass(false)}
        />
      </div>
      <div>
        <label htmlFor="spam" className={label}>
          Spam
        </label>
        <select id="spam" name="spam" defaultValue={filter.spam} className={controlClass(false)}>
          <option value="">Hide quarantined</option>
          <option value="only">Only quarantined</option>
        </select>
      </div>
      <div className="sm:col-span-4">
        <Button type="submit" variant="outline">
          Show leads
        </Button>
      </div>
    </Form>
  )
}
