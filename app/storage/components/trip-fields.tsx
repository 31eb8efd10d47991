import { AccessFields, WindowPicker } from '#app/deliveries/components/window-picker.tsx'
import type { OfferedDay } from '#app/deliveries/delivery-windows.ts'
import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { fieldErrorClass } from '#app/kernel/components/ui/field-look.ts'
import { longDayText, longDayYearText } from '#app/kernel/dealer-clock.ts'

import type { ContractTrip } from '../.server/trips.ts'
import type { TripDays, TripKind } from '../storage-trips.ts'

/** The fields of a trip's form a refusal names. */
export type TripErrors = Partial<Record<'deliveryWindow' | 'accessConfirmed' | 'leaveAt', string>>
export type TripValues = { deliveryWindow: string; accessConfirmed: boolean; leaveAt: string }

/** The legend of a trip's window picker. */
export const tripLegends: Record<TripKind, string> = {
  storage_pickup: 'Pickup window (2 hours)',
  storage_return: 'Return window (2 hours)',
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
      <WindowPicker
        kind={trip.kind}
        legend={tripLegends[trip.kind]}
        days={trip.days}
        value={values.deliveryWindow}
        distanceCents={trip.distanceCents}
        error={errors.deliveryWindow}
      />
      <AccessFields
        kind={trip.kind}
        values={{ ...values, whiteGlove: false }}
        error={errors.accessConfirmed ?? errors.leaveAt}
      />
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
