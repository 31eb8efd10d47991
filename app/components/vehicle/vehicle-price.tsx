import { cn } from '#app/lib/cn.ts'
import { formatPrice } from '#app/lib/format.ts'
import type { Vehicle } from '#app/lib/vehicle.ts'
import { priceText, reducedFrom } from '#app/lib/vehicle-display.ts'

type VehiclePriceProps = {
  vehicle: Pick<Vehicle, 'price' | 'priceOnRequest' | 'previousPrice'>
  className?: string
}

/** The price as a visitor sees it, with the price before a reduction struck through. */
export function VehiclePrice({ vehicle, className }: VehiclePriceProps) {
  const before = reducedFrom(vehicle)
  return (
    <p className={cn('font-extrabold text-gray-900', className)}>
      {priceText(vehicle)}
      {before !== undefined && (
        <span className="ml-2 align-middle text-[0.6em] font-semibold text-gray-700">
          <span className="sr-only">, reduced from </span>
          <s>{formatPrice(before)}</s>
        </span>
      )}
    </p>
  )
}
