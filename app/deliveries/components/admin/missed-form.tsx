import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { formatCents } from '#app/kernel/format.ts'

import { missedAppointmentCents } from '../../delivery-fees.ts'

/**
 * "Missed appointment ($100)": the stop fails with that reason and the fee
 * is charged; the box confirms it without a script.
 */
export function MissedForm({ jobId, day }: { jobId: string; day?: string }) {
  const fee = formatCents(missedAppointmentCents)
  return (
    <AdminForm className="grid gap-2 rounded border border-gray-200 p-2">
      <input type="hidden" name="jobId" value={jobId} />
      {day && <input type="hidden" name="day" value={day} />}
      <label className="flex items-start gap-2 text-gray-900">
        <input type="checkbox" name="confirmMissed" value="yes" required className="mt-1 size-5" />
        <span>No one met us: charge the {fee} missed appointment fee</span>
      </label>
      <Button type="submit" name="intent" value="missed" variant="outline">
        Missed appointment ({fee})
      </Button>
    </AdminForm>
  )
}
