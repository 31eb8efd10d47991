import type { ReactNode } from 'react'

/**
 * The list of a form's problems above it, each linking to its field, so a
 * keyboard or screen-reader user learns them all at once and can jump to each.
 */
export function ErrorSummary({
  errors,
  labels,
}: {
  errors: Record<string, string> | undefined
  labels: Record<string, string>
}) {
  const entries = Object.entries(errors ?? {})
  if (entries.length === 0) return null
  return (
    <div role="alert" className="mb-6 rounded-lg border-2 border-red-700 bg-red-50 p-4">
      <h2 className="font-semibold text-red-800">Please correct the following:</h2>
      <ul className="mt-2 list-disc pl-5 text-sm text-red-800">
        {entries.map(([field, message]) => (
          <li key={field}>
            {labels[field] ? (
              <a href={`#${field}`} className="underline">
                {labels[field]}: {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

const errorBox = 'rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800'
const okBox = 'rounded-lg border-2 border-brand-700 bg-brand-50 p-4 font-medium text-brand-900'

/**
 * A step's confirmation in a status region that is on the page before it,
 * empty until then, so a screen reader announces the words when they appear
 * (a region added with its words may go unannounced).
 */
export function LiveStatus({ message }: { message?: ReactNode }) {
  return (
    <div role="status" className="mt-4">
      {message && <p className={okBox}>{message}</p>}
    </div>
  )
}

/** A form-wide message (not tied to one field), announced when it appears. */
export function FormMessage({
  message,
  tone = 'error',
}: {
  message?: string
  tone?: 'error' | 'ok'
}) {
  if (!message) return null
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-6 ${tone === 'error' ? errorBox : okBox}`}
    >
      {message}
    </p>
  )
}
