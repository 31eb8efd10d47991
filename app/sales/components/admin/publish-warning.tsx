import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import type { VehicleStatus } from '#app/sales/vehicle-status.ts'

type Warning = { to: VehicleStatus; expected: VehicleStatus; processing: number }

/** Asks before a cart goes on sale with its drawing instead of photos. */
export function PublishWarningBox({ warning }: { warning: Warning }) {
  const waiting =
    warning.processing > 0
      ? `${warning.processing} photo${warning.processing === 1 ? ' is' : 's are'} still being processed: wait a moment, or`
      : 'Add photos below, or'
  return (
    <div role="alert" className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4">
      <p className="font-semibold text-amber-950">This cart has no photo ready yet.</p>
      <p className="mt-1 text-amber-950">
        Buyers would see a drawing instead of the cart. {waiting} put it on sale anyway.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a href="#photos" className="font-semibold text-brand-800 underline">
          Go to the photos
        </a>
        <AdminForm>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="status" value={warning.to} />
          <input type="hidden" name="expected" value={warning.expected} />
          <input type="hidden" name="withoutPhotos" value="1" />
          <button
            type="submit"
            className="rounded border border-amber-700 bg-white px-3 py-1.5 text-sm font-semibold text-amber-950 hover:bg-amber-100"
          >
            Put it on sale without photos
          </button>
        </AdminForm>
      </div>
    </div>
  )
}
