import { addressLine } from '#app/kernel/address.ts'
import type { Location } from '#app/kernel/dealer/types.ts'
import { AddressAndPhone } from '#app/site/components/company/address-and-phone.tsx'

/** Compact cards for the showrooms: name, address and a phone link. */
export function OtherLocations({ locations }: { locations: Location[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {locations.map((location) => (
        <li key={location.id} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-brand-900">{location.name}</h3>
          <AddressAndPhone location={location} address={addressLine(location)} />
        </li>
      ))}
    </ul>
  )
}
