import type { ReactNode } from 'react'

import type { ReservationPageData } from '#app/.server/rentals/reservation-page.ts'
import { AdminForm } from '#app/components/admin/admin-form.tsx'
import { controlClass } from '#app/components/contact/form-field.tsx'
import { Button } from '#app/components/ui/button.tsx'

export type ReservationActionResult = { form?: string; error?: string; message?: string }

const label = 'mb-1.5 block text-sm font-semibold'

function Problem({ form, result }: { form: string; result?: ReservationActionResult }) {
  if (result?.form !== form || !result.error) return null
  return (
    <p id={`${form}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-800">
      {result.error}
    </p>
  )
}

/** One action's form: its intent, the version the page shows, and its fields. */
function ActionForm({
  intent,
  version,
  heading,
  children,
}: {
  intent: string
  version: number
  heading: string
  children: ReactNode
}) {
  return (
    <AdminForm className="rounded-lg bg-white p-4" aria-label={heading}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <h3 className="mb-2 font-semibold text-gray-900">{heading}</h3>
      {children}
    </AdminForm>
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
  page: Pick<ReservationPageData, 'reservation' | 'carts' | 'cartTypes'>
  result?: ReservationActionResult
}) {
  const { reservation: r, carts, cartTypes } = page
  const waiting = r.status === 'held'
  const active = waiting || r.status === 'confirmed'
  const invalid = (form: string) => result?.form === form && Boolean(result.error)
  const describedBy = (form: string) => (invalid(form) ? `${form}-problem` : undefined)
  if (!active)
    return <p className="text-gray-700">Nothing more to do: this reservation is closed.</p>
  return (
    // keyed on the version: after any change the forms show the reservation as it now is
    <div className="space-y-6" key={r.version}>
      {waiting && (
        <ActionForm intent="confirm" version={r.version} heading="Confirm">
          <p className="text-sm text-gray-700">
            The renter gets an e-mail with a calendar entry and the link to the reservation.
          </p>
          <Button type="submit" className="mt-3">
            Confirm the reservation
          </Button>
          <Problem form="confirm" result={result} />
        </ActionForm>
      )}
      {waiting && (
        <ActionForm intent="decline" version={r.version} heading="Decline">
          <label htmlFor="decline-reason" className={label}>
            Why (the renter reads it)
          </label>
          <textarea
            id="decline-reason"
            name="reason"
            rows={3}
            maxLength={1000}
            required
            className={controlClass(invalid('decline'))}
            aria-describedby={describedBy('decline')}
          />
          <Button type="submit" variant="outline" className="mt-3">
            Decline the request
          </Button>
          <Problem form="decline" result={result} />
        </ActionForm>
      )}
      <ActionForm intent="change" version={r.version} heading="Change dates, type or cart">
        <div className="grid gap-3">
          <div>
            <label htmlFor="change-start" className={label}>
              Start (Eastern time)
            </label>
            <input
              id="change-start"
              name="start"
              type="datetime-local"
              required
              defaultValue={r.startInput}
              className={controlClass(invalid('change'))}
              aria-describedby={describedBy('change')}
            />
          </div>
          <div>
            <label htmlFor="change-end" className={label}>
              End (Eastern time)
            </label>
            <input
              id="change-end"
              name="end"
              type="datetime-local"
              required
              defaultValue={r.endInput}
              className={controlClass(invalid('change'))}
              aria-describedby={describedBy('change')}
            />
          </div>
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
              {cartTypes.map((type) => (
                <optgroup key={type.value} label={type.title}>
                  {carts
                    .filter((cart) => cart.cartType === type.value)
                    .map((cart) => (
                      <option key={cart.id} value={cart.id}>
                        {cart.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </div>
        </div>
        <p className="mt-2 text-sm text-gray-700">
          The price is worked out again on today’s rates, and the renter is e-mailed the change.
        </p>
        <Button type="submit" variant="outline" className="mt-3">
          Change the reservation
        </Button>
        <Problem form="change" result={result} />
      </ActionForm>
      <ActionForm intent="cancel" version={r.version} heading="Cancel">
        {r.cancellation && <p className="text-sm text-gray-800">{r.cancellation}</p>}
        <label htmlFor="cancel-reason" className={`${label} mt-2`}>
          Why (the renter reads it)
        </label>
        <textarea
          id="cancel-reason"
          name="reason"
          rows={3}
          maxLength={1000}
          required
          className={controlClass(invalid('cancel'))}
          aria-describedby={describedBy('cancel')}
        />
        <Button type="submit" variant="destructive" className="mt-3">
          Cancel the reservation
        </Button>
        <Problem form="cancel" result={result} />
      </ActionForm>
    </div>
  )
}
