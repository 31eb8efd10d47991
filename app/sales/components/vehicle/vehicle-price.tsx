import { cn } from '#app/kernel/cn.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { saleEndText } from '#app/sales/cart-sale.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { priceText } from '#app/sales/vehicle-display.ts'

type VehiclePriceProps = {
  vehicle: Pick<Vehicle, 'price' | 'priceOnRequest' | 'sale'>
  className?: string
}

/**
 * The price as a visitor sees it. During a sale: the sale price first, the
 * regular price struck through, said in words for screen readers ("Was …,
 * now …"), and the sale's last day when it has one.
 */
export function VehiclePrice({ vehicle, className }: VehiclePriceProps) {
  const sale = vehicle.priceOnRequest ? null : vehicle.sale
  if (!sale)
    return <p className={cn('font-extrabold text-gray-900', className)}>{priceText(vehicle)}</p>
  const ends = saleEndText(sale)
  return (
    <div className={className}>
      <p className="font-extrabold text-red-800">
        <span className="sr-only">Was {formatPrice(vehicle.price)}, now </span>
        {formatPrice(sale.price)}
        <span
          aria-hidden="true"
          className="ml-2 align-middle text-[0.6em] font-semibold text-gray-700"
        >
          <s>{formatPrice(vehicle.price)}</s>
        </span>
      </p>
      {ends && <p className="text-sm font-semibold text-red-800">Sale ends {ends}</p>}
    </div>
  )
}
