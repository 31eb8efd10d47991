import { MapPin } from 'lucide-react'

import type { Town } from '#app/kernel/dealer/types.ts'

/** The places in or near a town where carts get used, under a heading of the page's choosing. */
export function LocalSpots({ town, title }: { town: Pick<Town, 'localSpots'>; title: string }) {
  return (
    <>
      <h3 className="mt-8 text-xl font-semibold text-gray-900">{title}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {town.localSpots.map((spot) => (
          <li
            key={spot}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" /> {spot}
          </li>
        ))}
      </ul>
    </>
  )
}
