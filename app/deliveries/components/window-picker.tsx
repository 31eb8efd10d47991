import { controlClass, fieldErrorClass } from '#app/kernel/components/ui/field-look.ts'
import { shortClockText } from '#app/kernel/dealer/business-hours.ts'
import { formatCents } from '#app/kernel/format.ts'
import { deliveryRules } from '#app/site/content/delivery.ts'

import {
  deliveryFeeLines,
  rushCents,
  whiteGloveCents,
  whiteGloveOffered,
} from '../delivery-fees.ts'
import { bringsCart, type DeliveryKind } from '../delivery-kinds.ts'
import type { OfferedDay } from '../delivery-windows.ts'

const freeText = (free: number) =>
  free === 0 ? 'full' : free === 1 ? '1 truck left' : `${free} trucks free`

const dayFreeText = (windows: readonly { free: number }[]) => {
  const free = windows.filter((w) => w.free > 0).length
  return free === 0 ? 'full' : free === 1 ? '1 window free' : `${free} windows free`
}

/**
 * The windows a customer can choose, by day: each day folds open (a
 * `details`, no script) on its windows as radio buttons with the places left,
 * full ones shown and not chosen, the rush fee beside a same-day rental
 * window; the first day with a free window, or the chosen one's, starts
 * open, so a phone shows a short list of days rather than weeks of windows.
 * A plain form control each business puts in its form under `name`, which
 * is also its id (an error summary's link lands on it).
 */
export function WindowPicker({
  kind,
  days,
  value,
  distanceCents,
  error,
  name = 'deliveryWindow',
  legend = 'Delivery window (2 hours)',
}: {
  kind: DeliveryKind
  days: readonly OfferedDay[]
  value: string
  distanceCents: number
  error?: string | undefined
  name?: string
  legend?: string
}) {
  const errorId = `${name}-error`
  const chosenDay = days.find((day) => day.windows.some((w) => w.value === value))?.day
  const openDay = chosenDay ?? days.find((day) => day.windows.some((w) => w.free > 0))?.day
  return (
    <fieldset
      id={name}
      tabIndex={-1}
      className="grid gap-3 rounded-lg border border-gray-300 p-4"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-lg font-semibold text-gray-900">{legend}</legend>
      {error && (
        <p id={errorId} role="alert" className={fieldErrorClass}>
          {error}
        </p>
      )}
      {days.length === 0 ? (
        <p className="text-gray-800">
          No window is free in the next weeks: call us to arrange one.
        </p>
      ) : (
        <div className="grid gap-1">
          {days.map((day) => (
            <details
              key={day.day}
              open={day.day === openDay}
              className="rounded border border-gray-200 open:border-gray-400"
            >
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 font-semibold text-gray-900">
                <span>{day.label}</span>
                <span className="text-sm font-normal text-gray-800">
                  {dayFreeText(day.windows)}
                </span>
              </summary>
              <fieldset className="grid gap-1 px-2 pb-2">
                <legend className="sr-only">{day.label}</legend>
                {day.windows.map((window) => (
                  <label
                    key={window.value}
                    className={`flex min-h-11 items-center gap-2 rounded px-2 ${window.free === 0 ? 'text-gray-600' : 'text-gray-900'}`}
                  >
                    <input
                      type="radio"
                      name={name}
                      value={window.value}
                      defaultChecked={window.value === value}
                      disabled={window.free === 0}
                      required
                      className="size-5"
                    />
                    <span>
                      {window.label} <span className="text-sm">({freeText(window.free)})</span>
                      {window.rush && (
                        <span className="text-sm font-semibold">
                          {' '}
                          same-day rush +{formatCents(rushCents)}
                        </span>
                      )}
                    </span>
                  </label>
                ))}
              </fieldset>
            </details>
          ))}
        </div>
      )}
      <p className="text-sm text-gray-800">
        {distanceCents > 0
          ? `Distance fee to your town: ${formatCents(distanceCents)}.`
          : 'No distance fee to your town.'}
        {kind === 'rental_delivery' &&
          ` Same-day delivery is ordered before ${shortClockText(deliveryRules.rush.orderBefore)}, with a ${formatCents(rushCents)} rush fee.`}
      </p>
    </fieldset>
  )
}

/**
 * What the driver needs at the door: the customer confirms the access path
 * (the policy's width and clearance) and says where to leave the cart, or
 * where it is when the truck collects it; a sold cart's delivery may ask for
 * white glove placement.
 */
export function AccessFields({
  kind,
  values,
  error,
}: {
  kind: DeliveryKind
  values: { accessConfirmed: boolean; leaveAt: string; whiteGlove: boolean }
  error?: string | undefined
}) {
  const { minPathWidthFt, minHeightClearanceFt } = deliveryRules.access
  const brings = bringsCart(kind)
  return (
    <fieldset className="grid gap-3 rounded-lg border border-gray-300 p-4">
      <legend className="px-1 text-lg font-semibold text-gray-900">
        {brings ? 'At your door' : 'At your address'}
      </legend>
      <label className="flex items-start gap-2 text-gray-900">
        <input
          id="accessConfirmed"
          type="checkbox"
          name="accessConfirmed"
          value="yes"
          defaultChecked={values.accessConfirmed}
          required
          className="mt-1 size-5"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'accessConfirmed-error' : undefined}
        />
        <span>
          The path {brings ? 'to where the cart goes' : 'from the street to the cart'} is at least{' '}
          {minPathWidthFt} ft wide with {minHeightClearanceFt} ft of clearance overhead.
        </span>
      </label>
      {error && (
        <p id="accessConfirmed-error" role="alert" className={fieldErrorClass}>
          {error}
        </p>
      )}
      <label className="grid gap-1 text-gray-900" htmlFor="leaveAt">
        <span className="font-medium">
          {brings ? 'Where to leave the cart' : 'Where the cart is'}
        </span>
        <input
          id="leaveAt"
          name="leaveAt"
          defaultValue={values.leaveAt}
          maxLength={200}
          required
          className={controlClass(false)}
          placeholder={brings ? 'In the driveway by the garage' : 'In the garage, keys on the seat'}
        />
      </label>
      {whiteGloveOffered(kind) && (
        <label className="flex items-start gap-2 text-gray-900">
          <input
            type="checkbox"
            name="whiteGlove"
            value="yes"
            defaultChecked={values.whiteGlove}
            className="mt-1 size-5"
          />
          <span>
            White glove: we place the cart where you want it and show you how it works (+
            {formatCents(whiteGloveCents)}).
          </span>
        </label>
      )}
    </fieldset>
  )
}

/** The fees of a chosen window, as a list the customer reads before confirming. */
export function DeliveryFees(props: { rush: boolean; whiteGlove: boolean; distanceCents: number }) {
  const lines = deliveryFeeLines(props)
  if (lines.length === 0) return <p className="text-sm text-gray-800">No delivery fees.</p>
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm text-gray-900">
      {lines.map((line) => (
        <div key={line.key} className="contents">
          <dt>{line.label}</dt>
          <dd className="text-right">{formatCents(line.cents)}</dd>
        </div>
      ))}
    </dl>
  )
}
