import type { ReactNode } from 'react'

import {
  controlClass,
  type FieldControlProps,
  FormField,
} from '#app/components/contact/form-field.tsx'

type HintedFieldProps = {
  id: string
  label: string
  error?: string
  hint?: string
  children: (control: FieldControlProps & { className: string }) => ReactNode
}

/**
 * A labelled control of a back-office form: its hint above it, its error
 * below, and the control pointing to both.
 */
export function HintedField({ id, label, error, hint, children }: HintedFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <>
          {hint && (
            <p id={hintId} className="mb-1.5 text-sm text-gray-700">
              {hint}
            </p>
          )}
          {children({
            ...control,
            'aria-describedby':
              [hintId, control['aria-describedby']].filter(Boolean).join(' ') || undefined,
            className: controlClass(Boolean(error)),
          })}
        </>
      )}
    </FormField>
  )
}

type AdminFieldProps = {
  name: string
  label: string
  type?: 'text' | 'email' | 'password' | 'number' | 'url'
  error?: string
  hint?: string
  autoComplete?: string
  defaultValue?: string
  required?: boolean
  inputMode?: 'numeric' | 'text' | 'email'
}

/** A labelled input of a back-office form, its error beside it. */
export function AdminField({
  name,
  label,
  type = 'text',
  error,
  hint,
  autoComplete,
  defaultValue,
  required = true,
  inputMode,
}: AdminFieldProps) {
  return (
    <HintedField id={name} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          required={required}
          inputMode={inputMode}
        />
      )}
    </HintedField>
  )
}
