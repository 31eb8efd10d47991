import { Clock } from 'lucide-react'

import { cn } from '#app/kernel/cn.ts'
import { hoursItems, TermList } from '#app/kernel/components/ui/term-list.tsx'
import type { HoursSet } from '#app/kernel/dealer/types.ts'

import { HoursToday } from './hours-today.tsx'

type HoursCardProps = {
  hours: HoursSet
  /** heading text; defaults to the set's own label */
  title?: string
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** One named set of opening hours as a card (the site has several; see business.ts). */
export function HoursCard({ hours, title, headingLevel = 'h2', className }: HoursCardProps) {
  const Heading = headingLevel
  return (
    <section className={cn('rounded-xl border border-gray-200 bg-white p-6 shadow-sm', className)}>
      <Heading className="flex items-center gap-2 text-xl font-bold text-brand-900">
        <Clock aria-hidden="true" className="size-5 text-brand-700" />
        {title ?? hours.label}
      </Heading>
      <TermList
        look="hours"
        className="mt-4 divide-y divide-gray-100"
        items={hoursItems(hours.rows)}
      />
      <HoursToday hours={hours} className="mt-4 text-brand-900" />
    </section>
  )
}
