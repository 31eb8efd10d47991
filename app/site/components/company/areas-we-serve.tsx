import { PageSection } from '#app/site/components/company/page-section.tsx'
import { TownGroups } from '#app/site/components/towns/town-link-list.tsx'
import { useTownGroups } from '#app/site/components/towns/use-town-groups.ts'

/** Every town we serve, grouped by service area, each linking to its own page. */
export function AreasWeServe() {
  return (
    <PageSection
      id="areas-we-serve"
      title="Areas We Serve"
      intro="We sell, deliver, rent and service golf carts across two service areas. Choose your town for local delivery details and carts suited to its roads."
    >
      <TownGroups groups={useTownGroups()} look="tiles" className="mt-8 grid gap-10" />
    </PageSection>
  )
}
