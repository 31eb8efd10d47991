import { BellRing } from 'lucide-react'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { type AlertFormKind, alertTrapField } from '#app/sales/alert-form.ts'
import { alertPaths } from '#app/sales/alert-paths.ts'

type AlertSignupProps = {
  kind: AlertFormKind
  heading: string
  text: string
  button: string
  /** search: the inventory's query string as rendered ("brand=denago") */
  filters?: string
  /** price and stock: the cart's id */
  vehicle?: string
  /** field messages and the typed address, after a refused post */
  errors?: Record<string, string>
  email?: string
}

/**
 * A buyer's alert form: a plain HTML form post (it works without
 * JavaScript), the same for every visitor, so cached pages stay correct. The
 * answer is the same whether the address is known or not.
 */
export function AlertSignup({
  kind,
  heading,
  text,
  button,
  filters,
  vehicle,
  errors = {},
  email,
}: AlertSignupProps) {
  const id = `alert-${kind}`
  const problem = errors.filters ?? errors.vehicle ?? errors.kind
  return (
    <form
      method="post"
      action={alertPaths.subscribe}
      aria-labelledby={`${id}-heading`}
      data-alert-form={kind}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <BellRing aria-hidden="true" className="size-5 text-brand-700" /> {heading}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{text}</p>
      <input type="hidden" name="kind" value={kind} />
      {filters !== undefined && <input type="hidden" name="filters" value={filters} />}
      {vehicle !== undefined && <input type="hidden" name="vehicle" value={vehicle} />}
      {/* people never see this field; bots fill it in */}
      <div aria-hidden="true" className="absolute -left-[9999px]">
        <label htmlFor={`${id}-${alertTrapField}`}>Leave this empty</label>
        <input
          id={`${id}-${alertTrapField}`}
          name={alertTrapField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {problem && (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label
            htmlFor={`${id}-email`}
            className="mb-1.5 block text-sm font-semibold text-gray-800"
          >
            Your e-mail address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            defaultValue={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            className="h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 focus:border-brand-700"
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'md')}>
          {button}
        </button>
      </div>
      {errors.email && (
        <p id={`${id}-email-error`} className="mt-2 text-sm font-semibold text-red-800">
          {errors.email}
        </p>
      )}
      <p className="mt-2 text-xs text-gray-600">
        We send a confirmation first, then at most one e-mail a day. Unsubscribe in one click.
      </p>
    </form>
  )
}
