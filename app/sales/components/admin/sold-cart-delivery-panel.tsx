import { deliveriesWeekPath } from '#app/deliveries/delivery-paths.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { formatCents } from '#app/kernel/format.ts'
import { HoldDeliveryFields } from '#app/sales/components/holds/hold-delivery-fields.tsx'
import { HoldBuyerFields } from '#app/sales/components/holds/hold-form.tsx'
import type { DeliveryFormState } from '#app/sales/hold-delivery.ts'

/**
 * A sold cart's delivery: the one it has (booked for the cart, or with the
 * hold applied to its sale), else staff's form for a walk-in buyer's: the
 * customer, the town ("Show windows for the town" answers with its free
 * windows, no script needed), the address, the window and the access path.
 */
export function SoldCartDeliveryPanel({
  booked,
  form,
  towns,
}: {
  booked: { when: string; address: string; truck: string; feesCents: number } | undefined
  form: DeliveryFormState
  towns: { slug: string; name: string }[]
}) {
  return (
    <AdminSection title="Delivery of the sold cart">
      {booked ? (
        <p className="mt-4 text-gray-900">
          <strong>{booked.when}</strong> to {booked.address}, on {booked.truck}.{' '}
          {booked.feesCents > 0
            ? `Delivery fees of ${formatCents(booked.feesCents)} are due with the cart.`
            : 'No delivery fees.'}{' '}
          <a className="text-brand-800 underline" href={deliveriesWeekPath}>
            The trucks&rsquo; week
          </a>
        </p>
      ) : (
        <AdminForm className="mt-4 grid gap-5">
          <input type="hidden" name="intent" value="delivery-book" />
          <p className="text-gray-700">
            For a cart sold at the showroom: book its delivery on the trucks&rsquo; schedule.
          </p>
          <HoldBuyerFields values={form.values} errors={form.fields} />
          <HoldDeliveryFields
            values={form.values}
            errors={form.fields}
            towns={towns}
            picker={form.picker}
            askHandover={false}
            windowsButton={{ name: 'show', value: 'windows' }}
            feesNote="Delivery fees are paid with the cart."
          />
          <Button type="submit" formNoValidate>
            Book the delivery
          </Button>
        </AdminForm>
      )}
    </AdminSection>
  )
}
