import { CalendarCheck, Phone, Star, Tag } from 'lucide-react'

import { cn } from '#app/kernel/cn.ts'
import { phones } from '#app/kernel/dealer/business.ts'
import { formatDollars, formatPrice } from '#app/kernel/format.ts'
import type { PlanRow } from '#app/rentals/rental-savings.ts'

type PlanCardProps = {
  plan: PlanRow
  /** e.g. "4-Seater Golf Cart", so the reserve link names the exact plan */
  cartTitle: string
  headingLevel: 3 | 4
  /** the reserve form with this cart, plan (and town) filled in */
  reserveHref: string
}

/**
 * One rental plan. A recommended plan gets a thicker colored border and a
 * text badge, so the recommendation does not rest on color alone.
 */
export function PlanCard({ plan, cartTitle, headingLevel, reserveHref }: PlanCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const bestValue = plan.badge === 'Best Value'
  return (
    <article
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm',
        plan.recommended
          ? 'border-2 border-brand-700 shadow-md ring-4 ring-brand-100'
          : 'border-gray-200',
      )}
    >
      <div className="mb-3 flex flex-wrap gap-2 empty:hidden sm:min-h-7 sm:empty:flex">
        {plan.recommended && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-800 px-2.5 py-1 text-xs font-bold tracking-wide text-white uppercase">
            <Star aria-hidden="true" className="size-3.5" /> Recommended
          </span>
        )}
        {bestValue && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold tracking-wide text-gray-950 uppercase">
            <Tag aria-hidden="true" className="size-3.5" /> Best Value
          </span>
        )}
      </div>
      <Heading className="text-lg font-bold text-gray-900">{plan.name}</Heading>
      <p className="mt-2">
        <span className="text-4xl font-extrabold tracking-tight text-brand-900">
          {formatPrice(plan.price)}
        </span>
        <span className="ml-1 text-sm text-gray-700">/ {plan.durationText}</span>
      </p>
      <div className="mt-3 text-sm sm:min-h-16">
        {plan.savings && plan.savingsLabel ? (
          <>
            <p className="font-bold text-brand-800">{plan.savingsLabel}</p>
            <p className="text-gray-700">
              {formatPrice(plan.savings.amount)} less than {plan.days} days at the daily rate, about{' '}
              {formatDollars(plan.savings.dailyRate)} a day
            </p>
          </>
        ) : (
          <p className="text-gray-700">Our base rate, billed in 24-hour blocks.</p>
        )}
      </div>
      <p className="mt-2 mb-5 text-sm text-gray-700">{plan.renewalText}</p>
      <a
        href={reserveHref}
        aria-label={`Reserve today: ${cartTitle}, ${plan.name}`}
        className={cn(
          'mt-auto inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 font-bold tracking-wide',
          plan.recommended
            ? 'bg-accent-500 text-gray-950 hover:bg-accent-400'
            : 'bg-brand-800 text-white hover:bg-brand-900',
        )}
      >
        <CalendarCheck aria-hidden="true" className="size-4" /> RESERVE TODAY
      </a>
      {/* named by its own words (label in name): the plan above says what it is for */}
      <a
        href={`tel:${phones.main.tel}`}
        className="mt-2 inline-flex min-h-11 items-center justify-center gap-2 text-sm font-semibold text-brand-800 underline underline-offset-4"
      >
        <Phone aria-hidden="true" className="size-4" /> or call {phones.main.display}
      </a>
    </article>
  )
}
