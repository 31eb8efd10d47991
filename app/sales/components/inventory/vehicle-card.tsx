import { ArrowRight } from 'lucide-react'

import type { PictureData } from '#app/kernel/photo-picture.ts'
import { PromotionBadges } from '#app/sales/components/vehicle/promotion-badges.tsx'
import { VehicleBadge } from '#app/sales/components/vehicle/vehicle-badge.tsx'
import { VehiclePicture } from '#app/sales/components/vehicle/vehicle-picture.tsx'
import { VehiclePrice } from '#app/sales/components/vehicle/vehicle-price.tsx'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { vehicleImage, vehicleImageAlt, vehicleImageSize } from '#app/sales/vehicle-display.ts'

type VehicleCardProps = {
  vehicle: Vehicle
  /** the inventory links to /vehicles/{id}, other places to /vehicle/{id}: both URL shapes serve the same page */
  href: string
  headingLevel?: 'h2' | 'h3'
  /**
   * the first cards of a page may be in view: load their images at once, yet
   * after the page's hero (every card image asks for low priority)
   */
  eager?: boolean
  /** the cart's cover photo; without one, its illustration */
  picture?: PictureData
}

/** One cart in a grid: image, NEW badge, name, description, price and a View Details link. */
export function VehicleCard({
  vehicle,
  href,
  headingLevel = 'h3',
  eager = false,
  picture,
}: VehicleCardProps) {
  const Heading = headingLevel
  return (
    <article
      data-vehicle-id={vehicle.id}
      className="group relative flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="relative bg-gray-100">
        {picture ? (
          <VehiclePicture
            picture={picture}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority="low"
            className="aspect-[4/3] w-full object-cover"
          />
        ) : (
          <img
            src={vehicleImage(vehicle)}
            alt={vehicleImageAlt(vehicle)}
            width={vehicleImageSize.width}
            height={vehicleImageSize.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority="low"
            decoding="async"
            className="aspect-[4/3] w-full object-cover"
          />
        )}
        {vehicle.status === 'pending' ? (
          <VehicleBadge badge="Sale pending" className="absolute top-3 left-3" />
        ) : (
          vehicle.isNew && <VehicleBadge badge="NEW" className="absolute top-3 left-3" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wider text-brand-800 uppercase">
          {vehicle.brand} · {vehicle.category}
        </p>
        <Heading className="mt-1 text-lg font-bold text-gray-900">{vehicle.name}</Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-gray-700">{vehicle.description}</p>
        <PromotionBadges tags={vehicle.tags} className="mt-3" />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-5">
          <div>
            <VehiclePrice vehicle={vehicle} className="text-2xl" />
            <p className={vehicle.inStock ? 'text-sm text-brand-800' : 'text-sm text-gray-700'}>
              {vehicle.inStock ? 'In stock' : 'Out of stock: ask about arrival'}
            </p>
          </div>
          <a
            href={href}
            aria-label={`View Details: ${vehicle.name}`}
            className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-brand-800 px-4 text-sm font-semibold text-white hover:bg-brand-900"
          >
            View Details
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </a>
        </div>
      </div>
    </article>
  )
}
