import type { ReactNode } from 'react'

import { controlClass, FormField } from './form-field.tsx'

/**
 * A text input of a public form, with its label, an optional hint, the
 * value typed (kept when the form comes back refused) and its message; the
 * form names its fields by `Name`.
 */
export function TextField<Name extends string>({
  name,
  label,
  value,
  errors,
  hint,
  ...input
}: {
  name: Name
  label: ReactNode
  value: string
  errors: Partial<Record<Name, string>>
  hint?: string
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'text' | 'email' | 'tel'
  required?: boolean
  maxLength?: number
  min?: string
  max?: string
  list?: string
}) {
  const hintId = hint ? `${name}-hint` : undefined
  const error = errors[name]
  return (
    <FormField id={name} label={label} error={error}>
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
            className={controlClass(Boolean(error))}
            {...input}
          />
        </>
      )}
    </FormField>
  )
}
