import { CheckList } from '#app/kernel/components/ui/check-list.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { TermList } from '#app/kernel/components/ui/term-list.tsx'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { specificationRows } from '#app/sales/vehicle-display.ts'

const cardClass =
  'rounded-2xl border border-gray-200 border-t-4 border-t-(--vehicle-accent) bg-white p-6 shadow-sm'

/** The Features card (bulleted) and the Specifications card (every key with a human label). */
export function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const rows = specificationRows(vehicle.specifications)
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <section aria-labelledby="features-heading" className={cardClass}>
        <SectionHeading id="features-heading" title="Features" look="cardPlain" />
        {vehicle.features.length > 0 ? (
          <CheckList items={vehicle.features} className="mt-4 grid gap-3 text-gray-800" large />
        ) : (
          <p className="mt-4 text-gray-700">Call us for this cart&apos;s full equipment list.</p>
        )}
      </section>
      <section aria-labelledby="specifications-heading" className={cardClass}>
        <SectionHeading id="specifications-heading" title="Specifications" look="cardPlain" />
        <TermList
          look="table"
          className="mt-4 divide-y divide-gray-200"
          items={rows.map((row) => ({ key: row.key, term: row.label, detail: row.value }))}
        />
      </section>
    </div>
  )
}
