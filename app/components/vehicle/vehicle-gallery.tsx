import { useState } from 'react'

import { cartPlaceholderImage } from '#app/content/brands.ts'
import { cn } from '#app/lib/cn.ts'
import type { PictureData } from '#app/lib/photo-picture.ts'
import type { Vehicle } from '#app/lib/vehicle.ts'
import { vehicleBadge, vehicleImageAlt, vehicleImageSize } from '#app/lib/vehicle-display.ts'

import { VehicleBadge } from './vehicle-badge.tsx'
import { VehiclePicture } from './vehicle-picture.tsx'

/**
 * The large image with its badge; with several images, a row of thumbnail
 * buttons (Tab to reach, Enter or Space to show) switches the main one.
 */
export function VehicleGallery({
  vehicle,
  pictures = [],
}: {
  vehicle: Vehicle
  /** the cart's photos; without any, its illustrations */
  pictures?: PictureData[]
}) {
  const images =
    pictures.length > 0
      ? pictures.map((picture) => picture.src)
      : vehicle.images.length > 0
        ? vehicle.images
        : [cartPlaceholderImage]
  const [selected, setSelected] = useState(0)
  const current = Math.min(selected, images.length - 1)
  const several = images.length > 1
  const alt = vehicleImageAlt(vehicle)

  return (
    <div>
      <div className="relative overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
        {pictures[current] ? (
          <VehiclePicture
            picture={pictures[current]}
            alt={
              several
                ? `${pictures[current].alt}, image ${current + 1} of ${images.length}`
                : undefined
            }
            fetchPriority="high"
            className="aspect-[4/3] w-full bg-gray-100 object-cover"
          />
        ) : (
          <img
            src={images[current]}
            alt={several ? `${alt}, image ${current + 1} of ${images.length}` : alt}
            width={vehicleImageSize.width}
            height={vehicleImageSize.height}
            fetchPriority="high"
            className="aspect-[4/3] w-full bg-gray-100 object-cover"
          />
        )}
        <VehicleBadge
          badge={vehicleBadge(vehicle)}
          className="absolute top-4 left-4 px-4 py-1.5 text-sm"
        />
      </div>
      {several && (
        <ul aria-label="Images of this cart" className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-5">
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                aria-pressed={index === current}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                onClick={() => setSelected(index)}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2 bg-white transition-colors',
                  index === current
                    ? 'border-(--vehicle-accent)'
                    : 'border-gray-200 hover:border-gray-400',
                )}
              >
                {pictures[index] ? (
                  <VehiclePicture
                    picture={{ ...pictures[index], sizes: '160px' }}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                ) : (
                  <img
                    src={src}
                    alt=""
                    width={vehicleImageSize.width}
                    height={vehicleImageSize.height}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
