import { TownGroups } from '#app/site/components/towns/town-link-list.tsx'
import { useTownGroups } from '#app/site/components/towns/use-town-groups.ts'

import { HomeSection } from './home-section.tsx'

/** Every town served, grouped by area, each linking to its own golf-cart page. */
export function TownGrid() {
  return (
    <HomeSection
      id="areas-heading"
      tone="white"
      title="Areas we serve"
      intro="Sales, rentals, service and delivery in these boroughs, townships and cities. Choose yours for local details."
    >
      <TownGroups
        groups={useTownGroups()}
        look="pins"
        className="mt-10 grid gap-10 lg:grid-cols-2"
      />
    </HomeSection>
  )
}
