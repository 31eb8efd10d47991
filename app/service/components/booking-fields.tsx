import type { ReactNode } from 'react'

import { controlClass, FormField } from '#app/kernel/components/ui/form-field.tsx'

import type { BookingFieldName } from '../booking-schema.ts'

type Errors = Partial<Record<BookingFieldName | 'photos', string>>

/** A text input of the booking form, with its label, its typed value and its message. */
export function TextField({
  name,
  label,
  value,
  errors,
  hint,
  ...input
}: {
  name: BookingFieldName
  label: ReactNode
  value: string
  errors: Errors
  hint?: string
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'text' | 'email' | 'tel'
  required?: boolean
  maxLength?: number
}) {
  const hintId = hint ? `${name}-hint` : undefined
  return (
    <FormField id={name} label={label} error={errors[name]}>
      {(control) => (
        <>
          {hint && (
            <p id={hintId} className="mb-1.5 text-sm text-gray-700">
              {hint}
            </p>
          )}
          <input
            {...control}
            aria-describedby={
              [hintId, control['aria-describedby']].filter(Boolean).join(' ') || undefined
            }
            name={name}
            defaultValue={value}
            className={controlClass(Boolean(errors[name]))}
            {...input}
          />
        </>
      )}
    </FormField>
  )
}

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
