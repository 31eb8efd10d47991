import { TownGroups } from '#app/components/towns/town-link-list.tsx'
import { useTownGroups } from '#app/components/towns/use-town-groups.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'

/** Every town we serve, grouped by service area, each linking to its own page. */
export function AreasWeServe() {
  return (
    <section aria-labelledby="areas-we-serve" className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <SectionHeading id="areas-we-serve" title="Areas We Serve">
        We sell, deliver, rent and service golf carts across two service areas. Choose your town for
        local delivery details and carts suited to its roads.
      </SectionHeading>
      <TownGroups groups={useTownGroups()} look="tiles" className="mt-8 grid gap-10" />
    </section>
  )
}
