import { controlClass, fieldErrorClass } from '#app/kernel/components/ui/field-look.ts'
import { shortClockText } from '#app/kernel/dealer/business-hours.ts'
import { formatCents } from '#app/kernel/format.ts'
import { deliveryRules } from '#app/site/content/delivery.ts'

import { deliveryFeeLines, rushCents, whiteGloveCents } from '../delivery-fees.ts'
import type { OfferedDay } from '../delivery-windows.ts'

const freeText = (free: number) =>
  free === 0 ? 'full' : free === 1 ? '1 truck left' : `${free} trucks free`

/**
 * The windows a customer can choose, as radio buttons by day: the places
 * left in each, full ones shown and not chosen, the rush fee beside a
 * same-day window, and the distance fee. A plain form control: it needs no
 * script, and each business puts it in its own form under `name`.
 */
export function WindowPicker({
  days,
  value,
  distanceCents,
  error,
  name = 'deliveryWindow',
  legend = 'Delivery window (2 hours)',
}: {
  days: readonly OfferedDay[]
  value: string
  distanceCents: number
  error?: string | undefined
  name?: string
  legend?: string
}) {
  const errorId = `${name}-error`
  return (
    <fieldset
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
        days.map((day) => (
          <fieldset key={day.day} className="grid gap-1">
            <legend className="font-semibold text-gray-900">{day.label}</legend>
            {day.windows.map((window) => (
              <label
                key={window.value}
                className={`flex items-center gap-2 rounded px-2 py-1.5 ${window.free === 0 ? 'text-gray-600' : 'text-gray-900'}`}
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
        ))
      )}
      <p className="text-sm text-gray-800">
        {distanceCents > 0
          ? `Distance fee to your town: ${formatCents(distanceCents)}.`
          : 'No distance fee to your town.'}{' '}
        Same-day delivery is ordered before {shortClockText(deliveryRules.rush.orderBefore)}, with a{' '}
        {formatCents(rushCents)} rush fee.
      </p>
    </fieldset>
  )
}

/**
 * What the driver needs at the door: the customer confirms the access path
 * (the policy's width and clearance), says where to leave the cart, and may
 * ask for white glove placement.
 */
export function AccessFields({
  values,
  error,
}: {
  values: { accessConfirmed: boolean; leaveAt: string; whiteGlove: boolean }
  error?: string | undefined
}) {
  const { minPathWidthFt, minHeightClearanceFt } = deliveryRules.access
  return (
    <fieldset className="grid gap-3 rounded-lg border border-gray-300 p-4">
      <legend className="px-1 text-lg font-semibold text-gray-900">At your door</legend>
      <label className="flex items-start gap-2 text-gray-900">
        <input
          type="checkbox"
          name="accessConfirmed"
          value="yes"
          defaultChecked={values.accessConfirmed}
          required
          className="mt-1 size-5"
          aria-describedby={error ? 'accessConfirmed-error' : undefined}
        />
        <span>
          The path to where the cart goes is at least {minPathWidthFt} ft wide with{' '}
          {minHeightClearanceFt} ft of clearance overhead.
        </span>
      </label>
      {error && (
        <p id="accessConfirmed-error" role="alert" className={fieldErrorClass}>
          {error}
        </p>
      )}
      <label className="grid gap-1 text-gray-900" htmlFor="leaveAt">
        <span className="font-medium">Where to leave the cart</span>
        <input
          id="leaveAt"
          name="leaveAt"
          defaultValue={values.leaveAt}
          maxLength={200}
          required
          className={controlClass(false)}
          placeholder="In the driveway by the garage"
        />
      </label>
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
