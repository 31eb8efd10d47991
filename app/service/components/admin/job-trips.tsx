import type { FormAnswer } from '#app/kernel/.server/action-result.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import type { JobTrips as Trips } from '#app/service/.server/service-trips.ts'

import { ReturnFields, TripList } from '../service-trips.tsx'

/**
 * The job's trips on the trucks' schedule and, while a picked-up cart is
 * ready, its return booked for the customer (audited).
 */
export function JobTrips({ trips, answer }: { trips: Trips; answer?: FormAnswer | undefined }) {
  if (trips.trips.length === 0 && !trips.returnDays) return null
  return (
    <AdminSection title="Trips" className="mt-8">
      <FormMessage message={answer?.message} tone="ok" />
      {trips.trips.length === 0 ? (
        <p className="mt-2 text-gray-700">No trip booked yet.</p>
      ) : (
        <TripList trips={trips.trips} />
      )}
      {trips.returnDays && (
        <AdminForm className="mt-4 grid gap-4">
          <ReturnFields days={trips.returnDays} leaveAt={trips.leaveAt} error={answer?.error} />
          <Button type="submit" className="w-full sm:w-auto">
            Book the return for the customer
          </Button>
        </AdminForm>
      )}
    </AdminSection>
  )
}
