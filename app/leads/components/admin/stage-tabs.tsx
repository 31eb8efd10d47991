import { Link } from 'react-router'

import { cn } from '#app/kernel/cn.ts'
import { type LeadFilter, leadFilterQuery } from '#app/leads/lead-filter.ts'
import { leadStageLabels, leadStages } from '#app/leads/lead-stage.ts'

type Counts = Record<(typeof leadStages)[number] | 'overdue' | 'all', number>

/** Counts per stage for the other filters; each one a link to that stage. */
export function StageTabs({ filter, counts }: { filter: LeadFilter; counts: Counts }) {
  const tabs = [
    { stage: '' as const, label: 'All', count: counts.all },
    { stage: 'overdue' as const, label: 'Overdue', count: counts.overdue },
    ...leadStages.map((stage) => ({ stage, label: leadStageLabels[stage], count: counts[stage] })),
  ]
  return (
    <nav aria-label="Stages" className="mt-4 sm:mt-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = filter.stage === tab.stage
          return (
            <li key={tab.label}>
              <Link
                to={`/admin/leads${leadFilterQuery(filter, { stage: tab.stage, page: 1 })}`}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-block rounded border px-3 py-1.5 text-sm font-semibold',
                  current
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-gray-300 bg-white text-gray-900 hover:border-brand-800',
                )}
              >
                {tab.label} <span className="tabular-nums">({tab.count})</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
