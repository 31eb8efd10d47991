import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { formatPrice } from '#app/kernel/format.ts'
import type { PictureData } from '#app/kernel/photo-picture.ts'
import { VehiclePicture } from '#app/sales/components/vehicle/vehicle-picture.tsx'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { callForPrice } from '#app/sales/vehicle-display.ts'

export type PopularCart = Pick<
  Vehicle,
  'id' | 'brand' | 'name' | 'price' | 'priceOnRequest' | 'description' | 'images'
> & {
  /** the cover photo; without one, the illustration */
  picture?: PictureData
}

type PopularCartsProps = {
  townName: string
  vehicles: PopularCart[]
  /** the town's rental page */
  rentalPath: string
}

/** The first carts of the inventory, each with a way to buy it or to rent one in this town. */
export function PopularCarts({ townName, vehicles, rentalPath }: PopularCartsProps) {
  return (
    <section aria-labelledby="popular-carts" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <SectionHeading id="popular-carts" title="Popular Golf Carts" />
          <p className="mt-2 text-gray-700">
            Our featured carts, ready for delivery to {townName}.
          </p>
        </div>
        <Link to="/inventory" className={buttonClass('outline')}>
          View All <span className="sr-only">golf carts in our inventory</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {vehicles.length === 0 ? (
        <p className="mt-8 rounded-xl bg-gray-50 p-6 text-gray-700">
          Our inventory is being updated. Call us or browse the full inventory for the carts in
          stock today.
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
                {vehicle.picture ? (
                  <VehiclePicture
                    picture={vehicle.picture}
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-brand-50 object-cover"
                  />
                ) : (
                  vehicle.images[0] && (
                    <img
                      src={vehicle.images[0]}
                      alt={vehicle.name}
                      width={480}
                      height={360}
                      loading="lazy"
                      className="aspect-[4/3] w-full bg-brand-50 object-cover"
                    />
                  )
                )}
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                    {vehicle.brand}
                  </p>
                  <h3 className="mt-1 text-xl font-bold text-gray-900">{vehicle.name}</h3>
                  <p className="mt-2 text-lg font-semibold text-brand-900">
                    {vehicle.priceOnRequest
                      ? callForPrice
                      : `Starting at ${formatPrice(vehicle.price)}`}
                  </p>
                  <p className="mt-3 mb-5 text-sm leading-6 text-gray-700">{vehicle.description}</p>
                  <div className="mt-auto flex flex-wrap gap-3">
                    <Link to={`/vehicles/${vehicle.id}`} className={buttonClass('primary', 'sm')}>
                      View Details <span className="sr-only">of the {vehicle.name}</span>
                    </Link>
                    <Link to={rentalPath} className={buttonClass('outline', 'sm')}>
                      Rent This Model <span className="sr-only">in {townName}</span>
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
