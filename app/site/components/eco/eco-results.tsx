import { Cloud, Fuel, Route, Trees } from 'lucide-react'

import { cn } from '#app/kernel/cn.ts'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { TermList } from '#app/kernel/components/ui/term-list.tsx'
import { CostChart } from '#app/site/components/eco/cost-chart.tsx'
import { resultFigures, resultsSummary } from '#app/site/components/eco/results-view.ts'
import type { EcoImpact, EcoInput, YearlyCost } from '#app/site/eco-impact.ts'

type EcoResultsProps = {
  input: EcoInput
  impact: EcoImpact
  series: YearlyCost[]
}

const icons = { co2: Cloud, fuel: Fuel, trees: Trees, miles: Route }

/**
 * The calculated impact: environmental figures, the cost comparison and its
 * chart, as the server renders them. In the browser the calculator writes
 * another state into a copy of this markup (`data-eco-summary`, the figures
 * in order, the chart), counting the figures up.
 */
export function EcoResults({ input, impact, series }: EcoResultsProps) {
  const figures = resultFigures(impact)
  return (
    <section
      aria-labelledby="eco-results-heading"
      data-testid="eco-results"
      className="scroll-mt-24 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
    >
      <SectionHeading
        id="eco-results-heading"
        title="Your estimated impact"
        look="cardPlain"
        level="h3"
      />
      <p className="mt-1 text-gray-700" data-eco-summary="">
        {resultsSummary(input)}
      </p>
      <TermList
        look="figure"
        className="mt-5 grid gap-3 sm:grid-cols-2"
        items={figures.environment.map(({ key, label, value }) => {
          const Icon = icons[key]
          return {
            key: label,
            term: (
              <>
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {label}
              </>
            ),
            detail: value,
          }
        })}
      />
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {figures.costs.map(({ label, value }, index) => {
          // the last is the net savings, the figure that matters most
          const highlight = index === figures.costs.length - 1
          return (
            <div
              key={label}
              className={cn(
                'rounded-xl border p-4',
                highlight
                  ? 'border-brand-800 bg-brand-800 text-white'
                  : 'border-gray-200 text-gray-900',
              )}
            >
              <dt className={cn('text-sm', highlight ? 'text-brand-50' : 'text-gray-700')}>
                {label}
              </dt>
              <dd className="text-2xl font-bold tabular-nums">{value}</dd>
            </div>
          )
        })}
      </dl>
      <CostChart series={series} />
    </section>
  )
}
