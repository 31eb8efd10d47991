import type { ReactNode } from 'react'
import { Form } from 'react-router'

import { controlClass } from '#app/components/contact/form-field.tsx'
import { Button } from '#app/components/ui/button.tsx'

const labelClass = 'mb-1.5 block text-sm font-semibold'

/**
 * A back-office filter form on a white card: a GET form, so the URL holds the
 * filter and every filtered view is a link.
 */
export function FilterForm({
  submitLabel,
  children,
}: {
  submitLabel: string
  children: ReactNode
}) {
  return (
    <Form method="get" className="mt-6 grid gap-4 rounded-lg bg-white p-4 sm:grid-cols-4">
      {children}
      <div className="sm:col-span-4">
        <Button type="submit" variant="outline">
          {submitLabel}
        </Button>
      </div>
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
