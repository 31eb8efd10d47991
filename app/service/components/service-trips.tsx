import { AccessFields, WindowPicker } from '#app/deliveries/components/window-picker.tsx'
import type { OfferedDay } from '#app/deliveries/delivery-windows.ts'
import { Button } from '#app/kernel/components/ui/button.tsx'

import type { ServiceTrip } from '../.server/service-trips.ts'

/** A job's trips on the trucks' schedule, each linked to its delivery page. */
export function TripList({ trips }: { trips: readonly ServiceTrip[] }) {
  return (
    <ul className="mt-3 grid gap-3">
      {trips.map((trip) => (
        <li key={trip.href} className="rounded-lg border border-gray-300 p-3">
          <p className="font-semibold text-gray-900">{`${trip.kind}: ${trip.status}`}</p>
          <p className="text-gray-800">{trip.when}</p>
          <a href={trip.href} className="font-semibold text-brand-800 underline">
            {`Follow the ${trip.kind.toLowerCase()}`}
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The return of a picked-up cart: a window of the trucks and the access
 * path, posted with `intent` "return"; each page puts them in its own form.
 */
export function ReturnFields({
  days,
  leaveAt,
  error,
}: {
  days: readonly OfferedDay[]
  leaveAt: string
  error?: string | undefined
}) {
  return (
    <>
      <input type="hidden" name="intent" value="return" />
      <WindowPicker
        kind="service_return"
        days={days}
        value=""
        distanceCents={0}
        error={error}
        legend="Return window (2 hours)"
      />
      <AccessFields
        kind="service_return"
        values={{ accessConfirmed: false, leaveAt, whiteGlove: false }}
      />
    </>
  )
}

/** The customer's return form: a plain post to their job page. */
export function ReturnForm(props: {
  action: string
  days: readonly OfferedDay[]
  leaveAt: string
  error?: string | undefined
}) {
  return (
    <form method="post" action={props.action} className="mt-4 grid gap-4">
      <ReturnFields days={props.days} leaveAt={props.leaveAt} error={props.error} />
      <Button type="submit" className="w-full sm:w-auto">
        Book the return
      </Button>
    </form>
  )
}
