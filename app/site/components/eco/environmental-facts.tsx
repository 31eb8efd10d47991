import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { TermList } from '#app/kernel/components/ui/term-list.tsx'
import { environmentalFacts } from '#app/site/content/eco.ts'

/** Four headline figures behind the calculator. */
export function EnvironmentalFacts() {
  return (
    <section aria-labelledby="environmental-facts" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="environmental-facts" title="Environmental Facts" look="plain" />
      <TermList
        look="fact"
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        items={environmentalFacts.map((fact) => ({
          term: fact.label,
          detail: fact.figure,
          note: fact.detail,
        }))}
      />
    </section>
  )
}
