import { AlertSignup } from '#app/sales/components/alerts/alert-signup.tsx'
import type { Vehicle } from '#app/sales/vehicle.ts'

/**
 * A cart page's alert: "tell me if the price drops" while it is for sale at
 * a published price, "tell me when one like this is in stock" once it is
 * sale pending or sold. Nothing for a cart quoted on request.
 */
export function CartAlert({
  vehicle,
}: {
  vehicle: Pick<Vehicle, 'id' | 'status' | 'priceOnRequest'>
}) {
  if (vehicle.status === 'pending' || vehicle.status === 'sold') {
    return (
      <AlertSignup
        kind="stock"
        vehicle={vehicle.id}
        heading="Tell me when one like this is in stock"
        text="Get an e-mail when a cart of the same brand and series is for sale on our lot."
        button="Tell me when one is in stock"
      />
    )
  }
  if (vehicle.priceOnRequest) return null
  return (
    <AlertSignup
      kind="price"
      vehicle={vehicle.id}
      heading="Tell me if the price drops"
      text="Get an e-mail if this cart's price goes below today's."
      button="Tell me if the price drops"
    />
  )
}
