import { TermList } from '#app/kernel/components/ui/term-list.tsx'
import { companyStats } from '#app/site/content/company.ts'

/** The about page's headline numbers. */
export function StatsStrip() {
  return (
    <TermList
      look="statTile"
      className="grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-2"
      items={companyStats.map((stat) => ({ term: stat.label, detail: stat.value }))}
    />
  )
}
