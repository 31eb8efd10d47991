import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'

import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'

const labelClass = 'mb-1.5 block text-sm font-semibold'

/**
 * A back-office filter form on a white card: a GET form, so the URL holds the
 * filter and every filtered view is a link. The search field and its button
 * stay in view; the other filters fold into a disclosure (native <details>,
 * so it opens from the keyboard and without JavaScript) whose summary says
 * which are in force: on a phone the list, not the form, fills the first
 * screen. Either button sends the whole form.
 */
export function FilterForm({
  submitLabel,
  search,
  hidden,
  active,
  clearTo,
  children,
}: {
  /** the button under the folded filters, e.g. "Show leads" */
  submitLabel: string
  /** the search field (query parameter q), always shown, with a "Search" button beside it */
  search: { label: string; defaultValue: string }
  /** hidden fields the form carries along (the inbox's stage) */
  hidden?: ReactNode
  /** the folded filters in force, in words ("Interest: Sales") */
  active: string[]
  /** the list without the folded filters, offered while one is in force */
  clearTo: string
  /** the folded filters */
  children: ReactNode
}) {
  return (
    <Form method="get" className="mt-4 rounded-lg bg-white p-4 sm:mt-6">
      {hidden}
      <label htmlFor="q" className={labelClass}>
        {search.label}
      </label>
      <div className="flex gap-2">
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={search.defaultValue}
          className={controlClass(false)}
        />
        <Button type="submit" variant="outline" className="shrink-0">
          Search
        </Button>
      </div>
      <details className="group mt-3">
        <summary className="flex cursor-pointer list-none items-start gap-1.5 rounded py-1 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
          <ChevronRight
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 transition-transform group-open:rotate-90"
          />
          <span>
            Filters
            {active.length > 0 ? (
              <span className="font-normal text-gray-800">: {active.join(' · ')}</span>
            ) : (
              <span className="font-normal text-gray-700"> (none)</span>
            )}
          </span>
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
        <Button type="submit" variant="outline" className="mt-4">
          {submitLabel}
        </Button>
      </details>
      {active.length > 0 && (
        <p className="mt-2 text-sm">
          <Link to={clearTo} className="font-semibold text-brand-800 underline">
            Clear the filters
          </Link>
        </p>
      )}
    </Form>
  )
}

type FilterInputProps = {
  /** the query parameter, also the control's id */
  name: string
  label: string
  type: 'search' | 'date'
  defaultValue: string
  className?: string
}

/** A typed-in field of a filter form: the search words or a day. */
export function FilterInput({ name, label, type, defaultValue, className }: FilterInputProps) {
  return (
    <div className={className}>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={defaultValue}
        className={controlClass(false)}
      />
    </div>
  )
}

type Option = string | { value: string; label: string }

type FilterSelectProps = {
  /** the query parameter, also the control's id */
  name: string
  label: string
  defaultValue: string
  /** the first choice, which filters nothing */
  anyLabel: string
  options: readonly Option[]
}

/** A choice of a filter form. */
export function FilterSelect({ name, label, defaultValue, anyLabel, options }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      <select id={name} name={name} defaultValue={defaultValue} className={controlClass(false)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={value} value={value}>
              {label}
            </option>
          )
        })}
      </select>
    </div>
  )
}
