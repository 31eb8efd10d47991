import { MapPin, Navigation } from 'lucide-react'

type MapCardProps = {
  /** what the map shows, e.g. "Keystone Electric Golf Carts, Lords Valley" */
  label: string
  /** one-line address or place, used for the Directions link and the embed */
  address: string
  coordinates?: { lat: number; lng: number }
  zoom?: number
}

function query(address: string, coordinates?: { lat: number; lng: number }) {
  return coordinates ? `${coordinates.lat},${coordinates.lng}` : address
}

/**
 * A static map card: no request to a map provider until the visitor asks
 * for the interactive map (privacy and speed), which the page enhancements
 * frame in place. Directions open in a new tab.
 */
export function MapCard({ label, address, coordinates, zoom = 12 }: MapCardProps) {
  const q = encodeURIComponent(query(address, coordinates))
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`
  return (
    <figure className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      {/* the map is framed here by the page enhancements (data-map-embed) when asked for */}
      <div data-map-frame className="relative aspect-[2/1] w-full bg-brand-50">
        <img
          src="/images/map-placeholder.svg"
          alt=""
          width={1200}
          height={600}
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
        />
        <div className="absolute inset-0 flex items-center justify-center bg-white/40">
          <button
            type="button"
            data-map-embed={`https://www.google.com/maps?q=${q}&z=${zoom}&output=embed`}
            data-map-title={`Map: ${label}`}
            className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow-md hover:bg-brand-50"
          >
            <MapPin aria-hidden="true" className="size-4" /> Show interactive map
          </button>
        </div>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div>
          <p className="font-semibold text-gray-900">{label}</p>
          <p className="text-sm text-gray-700">{address}</p>
        </div>
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-lg border-2 border-brand-800 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Navigation aria-hidden="true" className="size-4" /> Directions
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}
