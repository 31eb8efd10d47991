import { TownLinkList } from '#app/components/towns/town-link-list.tsx'
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
      <div className="mt-8 grid gap-10">
        {useTownGroups().map((area) => (
          <div key={area.id}>
            <h3 className="text-xl font-bold text-gray-900">{area.name}</h3>
            <p className="mt-1 max-w-3xl text-sm text-gray-700">{area.description}</p>
            <TownLinkList
              towns={area.towns}
              className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
              linkClassName="block rounded-lg border border-gray-200 px-3 py-2 text-sm font-medium text-brand-800 hover:border-brand-700 hover:bg-brand-50"
              label={(town) => (
                <>
                  {town.name}
                  <span className="block text-xs font-normal text-gray-600">{town.type}</span>
                </>
              )}
            />
          </div>
        ))}
      </div>
    </section>
  )
}
