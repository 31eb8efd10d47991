import type { ReactNode } from 'react'

import {
  controlClass,
  type FieldControlProps,
  FormField,
} from '#app/kernel/components/ui/form-field.tsx'

type HintedFieldProps = {
  id: string
  label: string
  error?: string
  hint?: string
  /** marks the label as required (the control itself carries `required`) */
  required?: boolean
  children: (control: FieldControlProps & { className: string }) => ReactNode
}

/**
 * The visible required marker. Hidden from screen readers, which hear
 * "required" from the control's own `required`; the form says what it means.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  )
}

/**
 * A labelled control of a back-office form: its hint above it, its error
 * below, and the control pointing to both.
 */
export function HintedField({ id, label, error, hint, required, children }: HintedFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <FormField
      id={id}
      label={
        <>
          {label}
          {required && <RequiredMark />}
        </>
      }
      error={error}
    >
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

export type AdminFieldProps = {
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
