import { Link } from 'react-router'

import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'

type NearbyTownsProps = {
  townName: string
  areaName: string
  /** neighbours, nearest first, with their landing-page paths */
  towns: { name: string; path: string }[]
}

/** Links to the neighbouring towns of the same service area. */
export function NearbyTowns({ townName, areaName, towns }: NearbyTownsProps) {
  if (towns.length === 0) return null
  return (
    <section aria-labelledby="nearby-towns" className="mx-auto max-w-7xl px-4 pb-16">
      <SectionHeading id="nearby-towns" title={<>Near {townName}</>} look="card" />
      <p className="mt-2 text-gray-700">
        We serve the whole {areaName}, including these neighbours of {townName}:
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {towns.map((t) => (
          <li key={t.path}>
            <Link
              to={t.path}
              className="inline-block rounded-full border border-brand-700 px-4 py-1.5 font-medium text-brand-800 hover:bg-brand-50"
            >
              Golf carts in {t.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
