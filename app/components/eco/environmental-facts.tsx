import { environmentalFacts } from '#app/content/eco.ts'

/** Four headline figures behind the calculator. */
export function EnvironmentalFacts() {
  return (
    <section aria-labelledby="environmental-facts" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="environmental-facts" className="text-3xl font-bold text-gray-900">
        Environmental Facts
      </h2>
      <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {environmentalFacts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col rounded-xl border border-gray-200 p-6 text-center"
          >
            <dt className="order-2 mt-2 font-semibold text-gray-900">{fact.label}</dt>
            <dd className="order-1 text-4xl font-extrabold text-brand-800">{fact.figure}</dd>
            <dd className="order-3 mt-2 text-sm text-gray-700">{fact.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
