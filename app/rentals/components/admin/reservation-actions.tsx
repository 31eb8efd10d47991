import type { ReactNode } from 'react'

import { cn } from '#app/kernel/cn.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { Button, type ButtonProps } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import type { ReservationPageData } from '#app/rentals/.server/reservation-page.ts'

export type ReservationActionResult = { form?: string; error?: string; message?: string }

export const label = 'mb-1.5 block text-sm font-semibold'

function Problem({ form, result }: { form: string; result?: ReservationActionResult }) {
  if (result?.form !== form || !result.error) return null
  return (
    <p id={`${form}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-800">
      {result.error}
    </p>
  )
}

/** A control's error state: marked, and pointing at the form's problem, when that form failed. */
export function problemOf(form: string, result?: ReservationActionResult) {
  const invalid = result?.form === form && Boolean(result.error)
  return {
    className: controlClass(invalid),
    'aria-describedby': invalid ? `${form}-problem` : undefined,
  }
}

/** Why staff decline or cancel: required, and sent to the renter. */
function ReasonField({
  form,
  result,
  className,
}: {
  form: string
  result?: ReservationActionResult
  className?: string
}) {
  return (
    <>
      <label htmlFor={`${form}-reason`} className={cn(label, className)}>
        Why (the renter reads it)
      </label>
      <textarea
        id={`${form}-reason`}
        name="reason"
        rows={3}
        maxLength={1000}
        required
        {...problemOf(form, result)}
      />
    </>
  )
}

/** A new start or end of the change form. */
function TimeField({
  name,
  label: text,
  defaultValue,
  result,
}: {
  name: string
  label: string
  defaultValue: string
  result?: ReservationActionResult
}) {
  return (
    <div>
      <label htmlFor={`change-${name}`} className={label}>
        {text}
      </label>
      <input
        id={`change-${name}`}
        name={name}
        type="datetime-local"
        required
        defaultValue={defaultValue}
        {...problemOf('change', result)}
      />
    </div>
  )
}

/** One action's form: its intent, the version the page shows, its fields, its button and its problem. */
export function ActionForm({
  intent,
  version,
  heading,
  submit,
  variant,
  result,
  encType,
  children,
}: {
  /** multipart for a form with photos */
  encType?: 'multipart/form-data'
  intent: string
  version: number
  heading: string
  /** the button's words */
  submit: string
  variant?: ButtonProps['variant']
  result?: ReservationActionResult
  children: ReactNode
}) {
  return (
    <AdminForm className="rounded-lg bg-white p-4" aria-label={heading} encType={encType}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <h3 className="mb-2 font-semibold text-gray-900">{heading}</h3>
      {children}
      <Button type="submit" variant={variant} className="mt-3">
        {submit}
      </Button>
      <Problem form={intent} result={result} />
    </AdminForm>
  )
}

/**
 * A reservation whose cart is out for maintenance on one of its days: each
 * free cart of its type for the same days is one click, through the change
 * form's own action.
 */
function Reassign({
  page,
  result,
}: {
  page: Pick<ReservationPageData, 'reservation' | 'freeCarts' | 'needsAnotherCart'>
  result?: ReservationActionResult
}) {
  const { reservation: r, freeCarts } = page
  return (
    <section
      aria-labelledby="reassign-heading"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4"
    >
      <h3 id="reassign-heading" className="font-semibold text-red-900">
        Needs another cart
      </h3>
      <p className="mt-1 text-sm text-gray-800">
        {r.cartName} is out for maintenance on one of its days ({page.needsAnotherCart}).
      </p>
      {freeCarts.length === 0 ? (
        <p className="mt-2 text-sm text-gray-800">
          No other {r.cartTypeTitle.toLowerCase()} is free then: change its days or type below, or
          cancel it.
        </p>
      ) : (
        <ul className="mt-2 space-y-2">
          {freeCarts.map((cart) => (
            <li key={cart.id}>
              <AdminForm aria-label={`Move to ${cart.name}`}>
                <input type="hidden" name="intent" value="change" />
                <input type="hidden" name="version" value={r.version} />
                <input type="hidden" name="start" value={r.startInput} />
                <input type="hidden" name="end" value={r.endInput} />
                <input type="hidden" name="cartType" value={r.cartType} />
                <input type="hidden" name="cartId" value={cart.id} />
                <Button type="submit">Move to {cart.name}</Button>
              </AdminForm>
            </li>
          ))}
        </ul>
      )}
      <Problem form="change" result={result} />
    </section>
  )
}

/**
 * What staff can do with the reservation as it stands: answer a waiting
 * request, change or cancel an active one. Each form posts to the page's
 * action (without JavaScript too) with the version it shows.
 */
export function ReservationActions({
  page,
  result,
}: {
  page: Pick<ReservationPageData, 'reservation' | 'freeCarts' | 'needsAnotherCart' | 'cartTypes'>
  result?: ReservationActionResult
}) {
  const { reservation: r, freeCarts, cartTypes } = page
  const waiting = r.status === 'held'
  const active = waiting || r.status === 'confirmed'
  if (r.status === 'out') return null
  if (!active)
    return <p className="text-gray-700">Nothing more to do: this reservation is closed.</p>
  return (
    // keyed on the version: after any change the forms show the reservation as it now is
    <div className="space-y-6" key={r.version}>
      {page.needsAnotherCart !== null && <Reassign page={page} result={result} />}
      {waiting && (
        <ActionForm
          intent="confirm"
          version={r.version}
          heading="Confirm"
          submit="Confirm the reservation"
          result={result}
        >
          <p className="text-sm text-gray-700">
            The renter gets an e-mail with a calendar entry and the link to the reservation.
          </p>
        </ActionForm>
      )}
      {waiting && (
        <ActionForm
          intent="decline"
          version={r.version}
          heading="Decline"
          submit="Decline the request"
          variant="outline"
          result={result}
        >
          <ReasonField form="decline" result={result} />
        </ActionForm>
      )}
      <ActionForm
        intent="change"
        version={r.version}
        heading="Change dates, type or cart"
        submit="Change the reservation"
        variant="outline"
        result={result}
      >
        <div className="grid gap-3">
          <TimeField
            name="start"
            label="Start (Eastern time)"
            defaultValue={r.startInput}
            result={result}
          />
          <TimeField
            name="end"
            label="End (Eastern time)"
            defaultValue={r.endInput}
            result={result}
          />
          <div>
            <label htmlFor="change-type" className={label}>
              Cart type
            </label>
            <select
              id="change-type"
              name="cartType"
              defaultValue={r.cartType}
              className={controlClass(false)}
            >
              {cartTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="change-cart" className={label}>
              Cart
            </label>
            <select id="change-cart" name="cartId" defaultValue="" className={controlClass(false)}>
              <option value="">This one if free, else any free cart of the type</option>
              {freeCarts.map((cart) => (
                <option key={cart.id} value={cart.id}>
                  {cart.name}
                </option>
              ))}
            </select>
            <p className="mt-1 text-sm text-gray-700">
              {freeCarts.length === 0
                ? `No other ${r.cartTypeTitle.toLowerCase()} is free on these days.`
                : `The other carts of this type free on these days. For other days or another type, leave it to be found.`}
            </p>
          </div>
        </div>
        <p className="mt-2 text-sm text-gray-700">
          The price is worked out again on today’s rates, and the renter is e-mailed the change.
        </p>
      </ActionForm>
      <ActionForm
        intent="cancel"
        version={r.version}
        heading="Cancel"
        submit="Cancel the reservation"
        variant="destructive"
        result={result}
      >
        {r.cancellation && <p className="text-sm text-gray-800">{r.cancellation}</p>}
        {r.rent && (
          <label className="mt-2 flex items-center gap-2 text-sm text-gray-900">
            <input type="checkbox" name="refund" value="full" className="size-4" />
            Refund the rent paid online in full instead of by the cancellation rule
          </label>
        )}
        <ReasonField form="cancel" result={result} className="mt-2" />
      </ActionForm>
    </div>
  )
}
