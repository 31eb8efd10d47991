import { MapPin, Phone } from 'lucide-react'

import type { Location } from '#app/kernel/dealer/types.ts'

/** A showroom's address line and its phone, each behind its icon. */
export function AddressAndPhone({ address, location }: { address: string; location: Location }) {
  return (
    <>
      <p className="mt-3 flex gap-2 text-gray-700">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <span>{address}</span>
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
    </>
  )
}
