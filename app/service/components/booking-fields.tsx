import type { ReactNode } from 'react'

import { controlClass, FormField } from '#app/kernel/components/ui/form-field.tsx'

import type { BookingFieldName } from '../booking-schema.ts'

type Errors = Partial<Record<BookingFieldName | 'photos', string>>

/** A select of the booking form. */
export function SelectField({
  name,
  label,
  value,
  errors,
  children,
  required,
}: {
  name: BookingFieldName
  label: ReactNode
  value: string
  errors: Errors
  children: ReactNode
  required?: boolean
}) {
  return (
    <FormField id={name} label={label} error={errors[name]}>
      {(control) => (
        <select
          {...control}
          name={name}
          defaultValue={value}
          required={required}
          className={controlClass(Boolean(errors[name]))}
        >
          {children}
        </select>
      )}
    </FormField>
  )
}

export const fieldsetClass = 'grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6'
export const legendClass = 'px-1 text-lg font-bold text-gray-900'
