import { deliveriesWeekPath } from '#app/deliveries/delivery-paths.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { formatCents } from '#app/kernel/format.ts'
import { type CartHoldStatus, cartHoldStatusLabels, maxExtendDays } from '#app/sales/cart-hold.ts'

export type HoldPanelRow = {
  id: string
  status: CartHoldStatus
  buyer: string
  email: string
  phone: string
  amountCents: number
  paid?: string
  ends?: string
  ended?: string
  leadId: string | null
  refund?: string
  /** the sold cart's delivery booked with the hold, while it stands */
  delivery?: { when: string; address: string; truck: string; feesCents: number }
}

/** The delivery booked with a hold, for staff: the window, the truck, the fees due with the cart. */
function HoldDelivery({ delivery }: { delivery: NonNullable<HoldPanelRow['delivery']> }) {
  return (
    <p className="text-gray-900">
      Delivery: <strong>{delivery.when}</strong> to {delivery.address}, on {delivery.truck}.{' '}
      {delivery.feesCents > 0
        ? `Delivery fees of ${formatCents(delivery.feesCents)} are due with the cart.`
        : 'No delivery fees.'}{' '}
      <a className="text-brand-800 underline" href={deliveriesWeekPath}>
        The trucks&rsquo; week
      </a>
    </p>
  )
}

/**
 * The cart's holds: the active one with its delivery and staff's three
 * actions (extend by days, apply the deposit to the sale, refund now), each
 * audited, and the ones that ended (an applied one keeps its delivery).
 */
export function CartHoldPanel({ holds }: { holds: HoldPanelRow[] }) {
  if (holds.length === 0) return null
  const active = holds.find((hold) => hold.status === 'active')
  const past = holds.filter((hold) => hold !== active)
  return (
    <AdminSection title="Hold with a deposit">
      {active && (
        <div className="mt-4 space-y-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="text-gray-900">
            <strong>{active.buyer}</strong> ({active.email}, {active.phone}) holds this cart with a
            deposit of <strong>{formatCents(active.amountCents)}</strong>, paid {active.paid}. The
            hold lapses <strong>{active.ends}</strong> and the deposit is then refunded in full.
            {active.leadId && (
              <>
                {' '}
                <a className="text-brand-800 underline" href={`/admin/leads/${active.leadId}`}>
                  The lead
                </a>
              </>
            )}
          </p>
          {active.delivery && <HoldDelivery delivery={active.delivery} />}
          <AdminForm className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="hold-extend" />
            <input type="hidden" name="holdId" value={active.id} />
            <label className="grid gap-1 text-sm font-semibold text-gray-900">
              Days to add
              <input
                name="days"
                inputMode="numeric"
                required
                defaultValue="7"
                pattern="[0-9]+"
                aria-describedby="extend-hint"
                className="w-24 rounded border border-gray-400 px-3 py-2 text-base font-normal"
              />
            </label>
            <Button type="submit" variant="outline">
              Extend the hold
            </Button>
            <p id="extend-hint" className="w-full text-sm text-gray-700">
              From 1 to {maxExtendDays} days.
            </p>
          </AdminForm>
          <div className="flex flex-wrap gap-3">
            <AdminForm>
              <input type="hidden" name="intent" value="hold-apply" />
              <input type="hidden" name="holdId" value={active.id} />
              <Button type="submit">Apply the deposit to the sale</Button>
            </AdminForm>
            <AdminForm>
              <input type="hidden" name="intent" value="hold-refund" />
              <input type="hidden" name="holdId" value={active.id} />
              <Button type="submit" variant="destructive">
                Refund the deposit now
              </Button>
            </AdminForm>
          </div>
        </div>
      )}
      {past.length > 0 && (
        <ul className="mt-4 space-y-2 text-gray-800">
          {past.map((hold) => (
            <li key={hold.id}>
              {hold.buyer}, {formatCents(hold.amountCents)}: {cartHoldStatusLabels[hold.status]}
              {hold.ended ? ` (${hold.ended})` : ''}
              {hold.refund ? `; refund ${hold.refund.toLowerCase()}` : ''}
              {hold.delivery && <HoldDelivery delivery={hold.delivery} />}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  )
}
