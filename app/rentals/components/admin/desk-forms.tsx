import { Link } from 'react-router'

import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { formatPrice } from '#app/kernel/format.ts'
import type { ReservationPageData } from '#app/rentals/.server/reservation-page.ts'
import { depositMethodLabels, depositMethods, deskBounds } from '#app/rentals/rental-desk-form.ts'
import { deskFeeKinds, deskFees } from '#app/rentals/rental-fees.ts'

import {
  ActionForm,
  label,
  problemOf,
  type ReservationActionResult,
} from './reservation-actions.tsx'

type Props = {
  page: Pick<ReservationPageData, 'reservation' | 'freeCarts' | 'desk'>
  result?: ReservationActionResult
}

/** A number field of a desk form, its limits the ones the server checks. */
function NumberField({
  form,
  name,
  text,
  min,
  max,
  step = 1,
  defaultValue,
  result,
}: {
  form: string
  name: string
  text: string
  min: number
  max: number
  step?: number
  defaultValue?: string
  result?: ReservationActionResult
}) {
  return (
    <div>
      <label htmlFor={`${form}-${name}`} className={label}>
        {text}
      </label>
      <input
        id={`${form}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        required
        defaultValue={defaultValue}
        {...problemOf(form, result)}
      />
    </div>
  )
}

function PhotosField({ form }: { form: string }) {
  return (
    <div>
      <label htmlFor={`${form}-photos`} className={label}>
        Condition photos (up to 8; kept private, seen only by staff)
      </label>
      <input
        id={`${form}-photos`}
        name="photos"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        multiple
        className="block w-full text-sm"
      />
    </div>
  )
}

/** The battery and hour meter readings both forms take. */
function Readings({ form, result }: { form: string; result?: ReservationActionResult }) {
  return (
    <>
      <NumberField
        form={form}
        name="battery"
        text="Battery charge (%)"
        {...deskBounds.battery}
        result={result}
      />
      <NumberField
        form={form}
        name="hourMeter"
        text="Hour meter (hours)"
        {...deskBounds.hourMeter}
        step={0.1}
        result={result}
      />
    </>
  )
}

/**
 * Carts of the type back from a rental and not yet marked ready: handing one
 * over takes a tick, so a cart is never given out uncharged by accident.
 */
function NotReadyWarning({ carts }: { carts: Props['page']['desk']['notReady'] }) {
  if (carts.length === 0) return null
  return (
    <div className="rounded border-2 border-amber-600 bg-amber-50 p-3 text-sm text-gray-900">
      <p className="font-semibold">Not marked ready (charge and clean it first):</p>
      <ul className="list-disc pl-5">
        {carts.map((cart) => (
          <li key={cart.id}>
            {cart.name}, back since {cart.since}
          </li>
        ))}
      </ul>
      <p className="mt-1">
        Mark a cart ready on the{' '}
        <Link to="/admin/rentals/day" className="font-semibold text-brand-800 underline">
          day sheet
        </Link>
        . Handing one over as it is needs this box:
      </p>
      <label className="mt-1 flex items-start gap-2">
        <input type="checkbox" name="notReady" value="hand-over" className="mt-1" />
        <span>Hand the cart over although it is not marked ready</span>
      </label>
    </div>
  )
}

/** Hands a confirmed cart over, from the day the rental starts. */
export function CheckoutForm({ page, result }: Props) {
  const { reservation: r, freeCarts, desk } = page
  return (
    <ActionForm
      intent="check-out"
      version={r.version}
      heading="Check out (hand the cart over)"
      submit="Hand the cart over"
      result={result}
      encType="multipart/form-data"
    >
      <div className="grid gap-3">
        <div>
          <label htmlFor="check-out-cart" className={label}>
            Cart handed over
          </label>
          <select id="check-out-cart" name="cartId" defaultValue="" className={controlClass(false)}>
            <option value="">{r.cartName} (reserved)</option>
            {freeCarts.map((cart) => (
              <option key={cart.id} value={cart.id}>
                {cart.name}
              </option>
            ))}
          </select>
        </div>
        <NotReadyWarning carts={desk.notReady} />
        <Readings form="check-out" result={result} />
        {desk.depositOnCard?.held ? (
          <p className="rounded bg-green-50 p-3 text-sm font-semibold text-green-900">
            {desk.depositOnCard.text}
          </p>
        ) : (
          <>
            {desk.depositOnCard && (
              <p className="rounded border-2 border-amber-600 bg-amber-50 p-3 text-sm text-gray-900">
                {desk.depositOnCard.text}. You can still take it here.
              </p>
            )}
            <NumberField
              form="check-out"
              name="deposit"
              text="Deposit taken ($)"
              {...deskBounds.deposit}
              defaultValue={String(r.deposit)}
              result={result}
            />
            <fieldset>
              <legend className={label}>Deposit taken by</legend>
              {depositMethods.map((method) => (
                <label key={method} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="depositMethod" value={method} required />
                  {depositMethodLabels[method]}
                </label>
              ))}
            </fieldset>
          </>
        )}
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="licences" value="seen" required className="mt-1" />
          <span>I have seen a valid driver’s licence for every driver (no copy is kept).</span>
        </label>
        <PhotosField form="check-out" />
        <div className="rounded bg-gray-50 p-3 text-sm text-gray-800">
          <p className="font-semibold">Terms the renter accepted online</p>
          <p>
            {r.terms.acceptedAt}, terms of {r.terms.effectiveDate}
            {r.terms.ip ? `, from ${r.terms.ip}` : ''}
          </p>
        </div>
      </div>
      <p className="mt-2 text-sm text-gray-700">
        {desk.depositOnCard?.held
          ? 'The deposit stays held on the card until check-in.'
          : 'The deposit is recorded, not charged.'}{' '}
        Handed over from {desk.startDay}.
      </p>
    </ActionForm>
  )
}

/** Takes the cart back: readings, the policy's fees, the deposit, and the statement e-mailed. */
export function CheckinForm({ page, result }: Props) {
  const { reservation: r, desk } = page
  const fees = deskFees()
  return (
    <ActionForm
      intent="check-in"
      version={r.version}
      heading="Check in (take the cart back)"
      submit="Check the cart in and send the statement"
      result={result}
      encType="multipart/form-data"
    >
      <div className="grid gap-3">
        <div>
          <label htmlFor="check-in-returned" className={label}>
            Returned at (Eastern time)
          </label>
          <input
            id="check-in-returned"
            name="returnedAt"
            type="datetime-local"
            required
            max={desk.returnedDefault}
            defaultValue={desk.returnedDefault}
            {...problemOf('check-in', result)}
          />
          <p className="mt-1 text-sm text-gray-700">
            Due back {r.end}. The late fee is worked out from this time.
          </p>
        </div>
        <Readings form="check-in" result={result} />
        <fieldset className="space-y-3">
          <legend className={label}>Charges (rental policy)</legend>
          {deskFeeKinds.map((kind) => {
            const fee = fees[kind]
            const ranged = fee.min !== fee.max
            return (
              <div key={kind} className="rounded border border-gray-200 p-2">
                <label className="flex items-start gap-2 text-sm">
                  <input type="checkbox" name="fee" value={kind} className="mt-1" />
                  <span>
                    {fee.label}: {fee.policyAmount}
                  </span>
                </label>
                {ranged && (
                  <div className="mt-2">
                    <label htmlFor={`check-in-amount-${kind}`} className={label}>
                      Amount ({formatPrice(fee.min)} to {formatPrice(fee.max)})
                    </label>
                    <input
                      id={`check-in-amount-${kind}`}
                      name={`amount-${kind}`}
                      type="number"
                      min={fee.min}
                      max={fee.max}
                      step={1}
                      defaultValue={fee.min}
                      {...problemOf('check-in', result)}
                    />
                  </div>
                )}
                <label htmlFor={`check-in-note-${kind}`} className="mt-2 block text-sm">
                  Note for {fee.name}
                </label>
                <input
                  id={`check-in-note-${kind}`}
                  name={`note-${kind}`}
                  maxLength={deskBounds.noteMaxLength}
                  className={controlClass(false)}
                />
              </div>
            )
          })}
        </fieldset>
        <fieldset>
          <legend className={label}>
            {desk.depositOnCard?.held
              ? desk.depositOnCard.text
              : `The deposit (${desk.checkout?.deposit ?? '$0'} taken)`}
          </legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="depositChoice" value="apply" required defaultChecked />
            {desk.depositOnCard?.held
              ? 'Take the charges and their sales tax from it (the rest is let go; more is charged to the card)'
              : 'Apply it to the charges, give back the rest'}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="depositChoice" value="return" required />
            Give it back in full (charges paid separately)
          </label>
        </fieldset>
        <PhotosField form="check-in" />
      </div>
    </ActionForm>
  )
}

/** Marks a confirmed rental nobody collected as a no-show, once it has started. */
export function NoShowForm({ page, result }: Props) {
  return (
    <ActionForm
      intent="no-show"
      version={page.reservation.version}
      heading="No-show"
      submit="Mark as a no-show"
      variant="outline"
      result={result}
    >
      <p className="text-sm text-gray-700">
        The renter did not collect the cart; they are told and the cart is free again.{' '}
        {page.reservation.cancellation}
      </p>
    </ActionForm>
  )
}

/** A deposit held on the card, held again before the card's authorisation lapses. */
export function HoldAgainForm({ page, result }: Props) {
  const held = page.desk.depositOnCard
  if (!held?.held) return null
  return (
    <ActionForm
      intent="hold-deposit-again"
      version={page.reservation.version}
      heading="The deposit held on the card"
      submit="Hold the deposit again"
      variant="outline"
      result={result}
    >
      <p className="text-sm text-gray-700">
        {held.text}
        {held.lapses ? `, until ${held.lapses}` : ''}. A new hold is made on the card and the old
        one let go.
      </p>
    </ActionForm>
  )
}
