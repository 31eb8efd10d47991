import type { ReactNode } from 'react'

import { fieldErrorClass, fieldErrorId } from '#app/kernel/components/ui/field-look.ts'

import type { StorageFieldErrors, StorageFieldName } from '../booking-form.ts'

/**
 * A group of radio cards: one choice of several, each with its words and
 * price; the group's message under its legend.
 */
export function ChoiceGroup({
  name,
  legend,
  value,
  errors,
  choices,
}: {
  name: StorageFieldName
  legend: string
  value: string
  errors: StorageFieldErrors
  choices: { value: string; label: string; detail?: ReactNode }[]
}) {
  const error = errors[name]
  return (
    <fieldset
      id={name}
      aria-describedby={error ? fieldErrorId(name) : undefined}
      className="scroll-mt-28"
    >
      <legend className="mb-2 text-sm font-semibold text-gray-900">{legend}</legend>
      {error && (
        <p id={fieldErrorId(name)} role="alert" className={`${fieldErrorClass} mb-2`}>
          {error}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer gap-3 rounded-lg border border-gray-400 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={value === choice.value}
              required
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-gray-900">{choice.label}</span>
              {choice.detail && (
                <span className="block text-sm text-gray-700">{choice.detail}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A yes checkbox with its words and its message. */
export function YesBox({
  name,
  value,
  errors,
  children,
}: {
  name: StorageFieldName
  value: string
  errors: StorageFieldErrors
  children: ReactNode
}) {
  const error = errors[name]
  return (
    <div>
      <label htmlFor={name} className="flex cursor-pointer gap-3">
        <input
          id={name}
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={value === 'yes'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(name) : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <span className="text-gray-900">{children}</span>
      </label>
      {error && (
        <p id={fieldErrorId(name)} role="alert" className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  )
}

export const fieldsetClass = 'grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6'
export const legendClass = 'px-1 text-lg font-bold text-gray-900'
