import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { VehicleCard } from '#app/sales/components/inventory/vehicle-card.tsx'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { vehiclePath } from '#app/sales/vehicle-display.ts'

/** The three featured carts, read from the inventory, each linking to /vehicle/{id}. */
export function FeaturedCarts({ vehicles }: { vehicles: Vehicle[] }) {
  if (vehicles.length === 0) return null
  return (
    <section aria-labelledby="featured-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-3xl">
            <h2 id="featured-heading" className="text-3xl font-bold text-gray-900 sm:text-4xl">
              Featured golf carts
            </h2>
            <p className="mt-4 text-lg text-gray-700">
              Popular carts on our lots right now, ready for a test drive.
            </p>
          </div>
          <Link to="/inventory" className={buttonClass('outline')}>
            View all inventory <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {vehicles.map((vehicle) => (
            <VehicleCard key={vehicle.id} vehicle={vehicle} href={vehiclePath(vehicle)} />
          ))}
        </div>
      </div>
    </section>
  )
}
