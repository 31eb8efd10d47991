import type { PictureData } from '#app/kernel/photo-picture.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { vehicleBadge, vehicleImageAlt, vehicleImageSize } from '#app/sales/vehicle-display.ts'
import { cartPlaceholderImage } from '#app/site/content/brands.ts'

import { VehicleBadge } from './vehicle-badge.tsx'
import { VehiclePicture } from './vehicle-picture.tsx'

/**
 * A thumbnail's width: a quarter of the gallery on phones, a fifth from
 * 640 px, and a fifth of the column beside the details from 1024 px.
 */
const thumbnailSizes =
  '(min-width: 1280px) 112px, (min-width: 1024px) 10vw, (min-width: 640px) 20vw, 25vw'

/**
 * The large image with its badge; with several images, a row of thumbnail
 * buttons (Tab to reach, Enter or Space to show) switches the main one. Every
 * large image is in the page, all but the first hidden (and loaded only once
 * shown); the page enhancements switch them (data-gallery-show), so the
 * gallery needs no React in the browser.
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
  const several = images.length > 1
  const alt = vehicleImageAlt(vehicle)
  const altOf = (index: number, base: string) =>
    several ? `${base}, image ${index + 1} of ${images.length}` : base

  return (
    <div data-gallery>
      <div className="relative overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
        {images.map((src, index) => {
          const picture = pictures[index]
          const first = index === 0
          const shared = {
            fetchPriority: first ? ('high' as const) : undefined,
            loading: first ? undefined : ('lazy' as const),
            className: 'aspect-[4/3] w-full bg-gray-100 object-cover',
          }
          return (
            <div key={`${src}-${index}`} data-gallery-image={index} hidden={!first}>
              {picture ? (
                <VehiclePicture
                  picture={picture}
                  alt={several ? altOf(index, picture.alt) : undefined}
                  {...shared}
                />
              ) : (
                <img
                  src={src}
                  alt={altOf(index, alt)}
                  width={vehicleImageSize.width}
                  height={vehicleImageSize.height}
                  {...shared}
                />
              )}
            </div>
          )
        })}
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
                data-gallery-show={index}
                aria-pressed={index === 0}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                className="block w-full overflow-hidden rounded-lg border-2 border-gray-200 bg-white transition-colors hover:border-gray-400 aria-pressed:border-(--vehicle-accent)"
              >
                {pictures[index] ? (
                  <VehiclePicture
                    picture={{ ...pictures[index], sizes: thumbnailSizes }}
                    alt=""
                    loading="lazy"
                    fetchPriority="low"
                    className="aspect-[4/3] w-full object-cover"
                  />
                ) : (
                  <img
                    src={src}
                    alt=""
                    width={vehicleImageSize.width}
                    height={vehicleImageSize.height}
                    loading="lazy"
                    fetchPriority="low"
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
