import { TownGroups } from '#app/site/components/towns/town-link-list.tsx'
import type { TownGroup } from '#app/site/town-paths.ts'

/** The Pike County area in three regions, each town linking to its own page. */
export function ServiceRegions({ regions }: { regions: TownGroup[] }) {
  return <TownGroups groups={regions} look="regionCards" className="grid gap-6 md:grid-cols-3" />
}
