import type { ReactNode } from 'react'

import { fieldErrorClass, fieldErrorId } from './field-look.ts'

// the site's forms take their controls' look from here
export { controlClass } from './field-look.ts'

/** The accessibility wiring a field's control needs: its id and the link to its message. */
export type FieldControlProps = {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
}

type FormFieldProps = {
  id: string
  label: ReactNode
  error?: string
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

/**
 * A labelled form control with its error message. The message is a live
 * alert, so screen readers announce it when it appears, and the control
 * points to it with aria-describedby.
 */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  const errorId = fieldErrorId(id)
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-gray-900">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} role="alert" className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  )
}
