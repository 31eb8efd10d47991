import { Cloud, Fuel, Route, Trees } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { CostChart } from '#app/components/eco/cost-chart.tsx'
import { yearsText } from '#app/components/eco/eco-text.ts'
import { useCountUpProgress } from '#app/components/eco/use-count-up.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { TermList } from '#app/components/ui/term-list.tsx'
import { cn } from '#app/lib/cn.ts'
import { type EcoImpact, type EcoInput, usageLabels, type YearlyCost } from '#app/lib/eco-impact.ts'
import { formatInteger, formatNumber, formatPrice } from '#app/lib/format.ts'

type EcoResultsProps = {
  input: EcoInput
  impact: EcoImpact
  series: YearlyCost[]
  /** count the figures up (a calculation just finished in the browser) */
  animate: boolean
}

const weeklyMiles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** The calculated impact: environmental figures, the cost comparison and its chart. */
export function EcoResults({ input, impact, series, animate }: EcoResultsProps) {
  const progress = useCountUpProgress(animate)
  const ref = useRef<HTMLElement>(null)

  // On a phone the results sit below the form: bring them into view once.
  useEffect(() => {
    const panel = ref.current
    if (!animate || !panel) return
    if (panel.getBoundingClientRect().top > window.innerHeight * 0.6) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      panel.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' })
    }
  }, [animate])

  const at = (value: number) => value * progress
  const figures = [
    {
      label: 'CO2 emissions avoided',
      value: `${formatNumber(at(impact.co2Saved))} lbs`,
      Icon: Cloud,
    },
    {
      label: 'Gasoline not burned',
      value: `${formatNumber(at(impact.fuelSaved))} gallons`,
      Icon: Fuel,
    },
    {
      label: 'Trees it takes to absorb that CO2',
      value: `${formatNumber(at(impact.treesEquivalent))} trees`,
      Icon: Trees,
    },
    {
      label: 'Miles driven on electricity',
      value: `${formatInteger(at(impact.miles))} miles`,
      Icon: Route,
    },
  ]
  const costs = [
    { label: 'Gas cart fuel cost', value: formatPrice(at(impact.costSaved)) },
    { label: 'Electric cart charging cost', value: formatPrice(at(impact.electricCost)) },
    { label: 'Your net savings', value: formatPrice(at(impact.netSavings)), highlight: true },
  ]

  return (
    <section
      ref={ref}
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
      <p className="mt-1 text-gray-700">
        {weeklyMiles.format(input.milesPerWeek)} miles a week,{' '}
        {usageLabels[input.usageType].toLowerCase()} use, over {yearsText(input.timeFrame)}.
      </p>
      <TermList
        look="figure"
        className="mt-5 grid gap-3 sm:grid-cols-2"
        items={figures.map(({ label, value, Icon }) => ({
          key: label,
          term: (
            <>
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {label}
            </>
          ),
          detail: value,
        }))}
      />
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {costs.map(({ label, value, highlight }) => (
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
        ))}
      </dl>
      <CostChart series={series} />
    </section>
  )
}
