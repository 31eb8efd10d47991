import { AccessFields, WindowPicker } from '#app/deliveries/components/window-picker.tsx'
import type { OfferedDay } from '#app/deliveries/delivery-windows.ts'
import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { fieldErrorClass, fieldErrorId } from '#app/kernel/components/ui/field-look.ts'
import { TextField } from '#app/kernel/components/ui/text-field.tsx'
import { longDayText, longDayYearText } from '#app/kernel/dealer-clock.ts'
import { deliveryRules } from '#app/site/content/delivery.ts'

import type { ContractTrip } from '../.server/trips.ts'
import type { TripDays, TripKind } from '../storage-trips.ts'

/** The fields of a trip's form a refusal names. */
export type TripErrors = Partial<Record<'deliveryWindow' | 'accessConfirmed' | 'leaveAt', string>>
export type TripValues = { deliveryWindow: string; accessConfirmed: boolean; leaveAt: string }

const legends: Record<TripKind, string> = {
  storage_pickup: 'Pickup window (2 hours)',
  storage_return: 'Return window (2 hours)',
}

/** The trip's windows on its days; the wrapper is what the error summary's link reaches. */
export function TripPicker({
  kind,
  days,
  value,
  distanceCents,
  error,
}: {
  kind: TripKind
  days: readonly OfferedDay[]
  value: string
  distanceCents: number
  error?: string | undefined
}) {
  return (
    <div id="deliveryWindow" tabIndex={-1}>
      <WindowPicker
        days={days}
        value={value}
        distanceCents={distanceCents}
        error={error}
        legend={legends[kind]}
      />
    </div>
  )
}

/**
 * What the driver needs at a pickup: the access path confirmed (the
 * policy's width and clearance) and where the cart is. The delivery's own
 * fields ask where to leave a cart and offer white glove placement, which a
 * pickup has no use for.
 */
export function PickupAccessFields({
  values,
  errors,
}: {
  values: { accessConfirmed: boolean; leaveAt: string }
  errors: TripErrors
}) {
  const { minPathWidthFt, minHeightClearanceFt } = deliveryRules.access
  const error = errors.accessConfirmed
  return (
    <fieldset className="grid gap-3 rounded-lg border border-gray-300 p-4">
      <legend className="px-1 text-lg font-semibold text-gray-900">At your address</legend>
      <div>
        <label htmlFor="accessConfirmed" className="flex cursor-pointer gap-3 text-gray-900">
          <input
            id="accessConfirmed"
            type="checkbox"
            name="accessConfirmed"
            value="yes"
            defaultChecked={values.accessConfirmed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId('accessConfirmed') : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span>
            The path from the street to the cart is at least {minPathWidthFt} ft wide with{' '}
            {minHeightClearanceFt} ft of clearance overhead.
          </span>
        </label>
        {error && (
          <p id={fieldErrorId('accessConfirmed')} role="alert" className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
      <TextField
        name="leaveAt"
        label="Where the cart is"
        value={values.leaveAt}
        errors={errors}
        maxLength={200}
      />
    </fieldset>
  )
}

export type TripProps = {
  trip: { kind: TripKind; days: readonly OfferedDay[]; range: TripDays; distanceCents: number }
  values: TripValues
  errors: TripErrors
  error?: string | undefined
}

/** The fields of a trip's form: the windows on the trip's days, the door's fields, one button. */
export function TripFields({ trip, values, errors, error }: TripProps) {
  const pickup = trip.kind === 'storage_pickup'
  return (
    <>
      <input type="hidden" name="intent" value="trip" />
      {error && !errors.deliveryWindow && !errors.accessConfirmed && (
        <p role="alert" className={fieldErrorClass}>
          {error}
        </p>
      )}
      <TripPicker
        kind={trip.kind}
        days={trip.days}
        value={values.deliveryWindow}
        distanceCents={trip.distanceCents}
        error={errors.deliveryWindow}
      />
      {pickup ? (
        <PickupAccessFields values={values} errors={errors} />
      ) : (
        <AccessFields
          values={{ ...values, whiteGlove: false }}
          error={errors.accessConfirmed ?? errors.leaveAt}
        />
      )}
      <div>
        <button type="submit" className={buttonClass('primary', 'md')}>
          {pickup ? 'Book the pickup' : 'Book the return'}
        </button>
      </div>
    </>
  )
}

/** The days a trip can take, in words. */
export const tripDaysText = (trip: { kind: TripKind; range: TripDays }) =>
  `${trip.kind === 'storage_pickup' ? 'Pickup' : 'Return'} on a day from ${longDayText(trip.range.first)} to ${longDayYearText(trip.range.last)}.`

/** The customer's trip booked from the contract page: a plain form. */
export function TripForm({ action, ...props }: TripProps & { action: string }) {
  return (
    <form method="post" action={action} className="mt-3 grid gap-4" noValidate>
      <p className="text-gray-800">
        {props.trip.kind === 'storage_pickup'
          ? 'Choose when we fetch the cart from your address. '
          : 'Choose when we bring the cart back to your address. '}
        {tripDaysText(props.trip)}
      </p>
      <TripFields {...props} />
    </form>
  )
}

/** A contract's trips on the trucks, each linking to its own page (the window, the truck's progress). */
export function TripList({ trips }: { trips: readonly ContractTrip[] }) {
  if (trips.length === 0) return null
  return (
    <ul className="mt-2 grid gap-1">
      {trips.map((trip) => (
        <li key={trip.path} className="text-gray-800">
          <a href={trip.path} className="font-semibold text-brand-800 underline">
            {trip.label}
          </a>
          : {longDayText(trip.day)}, {trip.window} ({trip.statusLabel.toLowerCase()})
        </li>
      ))}
    </ul>
  )
}
