import { TownLinkList } from '#app/components/towns/town-link-list.tsx'
import type { TownGroup } from '#app/lib/town-paths.ts'

/** The Pike County area in three regions, each town linking to its own page. */
export function ServiceRegions({ regions }: { regions: TownGroup[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {regions.map((region) => (
        <li key={region.id} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-brand-900">{region.name}</h3>
          <p className="mt-1 text-sm text-gray-700">{region.description}</p>
          <TownLinkList
            towns={region.towns}
            className="mt-4 grid gap-1.5"
            linkClassName="font-medium text-brand-800 hover:underline"
          />
        </li>
      ))}
    </ul>
  )
}
