import { MapPin, Phone } from 'lucide-react'

import type { Location } from '#app/content/types.ts'
import { addressLine } from '#app/lib/address.ts'

/** Compact cards for the showrooms: name, address and a phone link. */
export function OtherLocations({ locations }: { locations: Location[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {locations.map((location) => (
        <li key={location.id} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-brand-900">{location.name}</h3>
          <p className="mt-3 flex gap-2 text-gray-700">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
            <span>{addressLine(location)}</span>
          </p>
          <p className="mt-2 flex gap-2">
            <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
            <a
              href={`tel:${location.phone.tel}`}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {location.phone.display}
            </a>
          </p>
        </li>
      ))}
    </ul>
  )
}
