import { ShieldCheck, Users } from 'lucide-react'

import { formatPrice } from '#app/kernel/format.ts'
import {
  type CartRates,
  type CartType,
  cartTypes,
  type RateCard,
  rentalRules,
} from '#app/rentals/content/rentals.ts'
import { buildPlans } from '#app/rentals/rental-savings.ts'

import { PlanCard } from './plan-card.tsx'

type RateSectionProps = {
  cartType: CartType
  card: CartRates
  /** level of the cart title; the plan names sit one level below */
  headingLevel: 2 | 3
  /** prefix of element ids, so two rate cards could share a page */
  idPrefix: string
  /** the town rental page's town: its reserve links ask for delivery there */
  townSlug?: string
}

/** The reserve form with the cart, the plan and, from a town page, the town filled in. */
export function reserveHref(cartType: CartType, plan: string, townSlug?: string): string {
  const query = new URLSearchParams({ type: cartType, plan })
  if (townSlug) query.set('town', townSlug)
  return `/rentals/reserve?${query.toString()}`
}

/** One cart type: what it is, its deposit, and its four plan cards with computed savings. */
export function RateSection({
  cartType,
  card,
  headingLevel,
  idPrefix,
  townSlug,
}: RateSectionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = `${idPrefix}-${cartType}`
  const plans = buildPlans(card)
  return (
    <section aria-labelledby={headingId}>
      {/* on a phone a small picture beside the title, so the first plan shows on the first screen */}
      <div className="grid grid-cols-[4rem_1fr] items-center gap-x-4 gap-y-2 sm:flex sm:gap-5">
        <img
          src={card.image}
          alt={`Illustration of a ${card.title.toLowerCase()}`}
          width={240}
          height={180}
          loading="lazy"
          className="aspect-[4/3] w-16 shrink-0 rounded-lg bg-brand-50 object-contain sm:w-48 sm:rounded-xl"
        />
        <div className="contents sm:block">
          <Heading
            id={headingId}
            className="scroll-mt-28 text-2xl font-bold text-brand-900 sm:text-3xl"
          >
            {card.title}
          </Heading>
          <p className="col-span-2 max-w-2xl text-sm text-gray-700 sm:mt-2 sm:text-base">
            {card.description}
          </p>
          <ul className="col-span-2 flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium text-gray-800 sm:mt-3">
            <li className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 text-brand-700" /> {card.seats}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
              Refundable deposit {formatPrice(rentalRules.deposits[cartType])}
            </li>
          </ul>
        </div>
      </div>
      <ul className="mt-3 grid gap-5 sm:mt-6 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <li key={plan.duration}>
            <PlanCard
              plan={plan}
              cartTitle={card.title}
              headingLevel={headingLevel === 2 ? 3 : 4}
              reserveHref={reserveHref(cartType, plan.duration, townSlug)}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Every cart type of a rate card, in the site's order. */
export function RateSections({
  rates,
  headingLevel,
  idPrefix,
  townSlug,
}: Omit<RateSectionProps, 'cartType' | 'card'> & { rates: RateCard }) {
  return cartTypes.map((type) => (
    <RateSection
      key={type}
      cartType={type}
      card={rates[type]}
      headingLevel={headingLevel}
      idPrefix={idPrefix}
      townSlug={townSlug}
    />
  ))
}
