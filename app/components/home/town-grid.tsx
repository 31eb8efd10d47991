import { TownGroups } from '#app/components/towns/town-link-list.tsx'
import { useTownGroups } from '#app/components/towns/use-town-groups.ts'

/** Every town served, grouped by area, each linking to its own golf-cart page. */
export function TownGrid() {
  return (
    <section aria-labelledby="areas-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="areas-heading" className="text-3xl font-bold text-gray-900 sm:text-4xl">
          Areas we serve
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-gray-700">
          Sales, rentals, service and delivery in these boroughs, townships and cities. Choose yours
          for local details.
        </p>
        <TownGroups
          groups={useTownGroups()}
          look="pins"
          className="mt-10 grid gap-10 lg:grid-cols-2"
        />
      </div>
    </section>
  )
}
