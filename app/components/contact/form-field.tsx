import type { ReactNode } from 'react'

import { cn } from '#app/lib/cn.ts'

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

export function controlClass(invalid: boolean) {
  return cn(
    'block w-full scroll-mt-28 rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 shadow-sm',
    'placeholder:text-gray-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none',
    invalid ? 'border-red-700' : 'border-gray-400',
  )
}

/**
 * A labelled form control with its error message. The message is a live
 * alert, so screen readers announce it when it appears, and the control
 * points to it with aria-describedby.
 */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  const errorId = `${id}-error`
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
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
