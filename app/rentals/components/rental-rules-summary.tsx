import {
  CalendarClock,
  CalendarRange,
  FileText,
  IdCard,
  ShieldCheck,
  Undo2,
  Wallet,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { formatPrice } from '#app/kernel/format.ts'
import { cartInfo, cartTypes, rentalRules } from '#app/rentals/content/rentals.ts'

type Rule = { icon: ReactNode; title: string; body: ReactNode }

const iconClass = 'size-6 text-brand-700'

function rules(): Rule[] {
  const r = rentalRules
  const c = r.insuranceCoverage
  return [
    {
      icon: <IdCard aria-hidden="true" className={iconClass} />,
      title: `Age ${r.minimumAge} and up`,
      body: `The renter and every driver must be at least ${r.minimumAge} and show a valid driver's license. Up to ${r.maxAdditionalDrivers} extra drivers can be added for ${formatPrice(r.additionalDriverFee)} each.`,
    },
    {
      icon: <CalendarClock aria-hidden="true" className={iconClass} />,
      title: `${r.minimumHours}-hour minimum`,
      body: `Rentals are billed in ${r.incrementHours}-hour blocks from the agreed start time${r.earlyReturnRefunded ? '' : '; early returns are not refunded'}.`,
    },
    {
      icon: <CalendarRange aria-hidden="true" className={iconClass} />,
      title: `${r.maximumDays}-day maximum`,
      body: `One agreement covers up to ${r.maximumDays} days. Need a cart for longer? Ask us about a new agreement or buying one.`,
    },
    {
      icon: <Wallet aria-hidden="true" className={iconClass} />,
      title: 'Refundable deposit',
      body: (
        <>
          Taken when the rental begins and returned after check-in:{' '}
          {cartTypes.map((type, i) => (
            <span key={type}>
              {i > 0 && (i === cartTypes.length - 1 ? ' and ' : ', ')}
              {cartInfo[type].title.replace(' Golf Cart', '').toLowerCase()}{' '}
              {formatPrice(r.deposits[type])}
            </span>
          ))}
          .
        </>
      ),
    },
    {
      icon: <ShieldCheck aria-hidden="true" className={iconClass} />,
      title: r.insuranceIncluded ? 'Insurance included' : 'Insurance',
      body: `Every rental is insured at no extra charge: ${formatPrice(c.perPerson)} per person, ${formatPrice(c.perAccident)} per accident and ${formatPrice(c.property)} property damage.`,
    },
    {
      icon: <Undo2 aria-hidden="true" className={iconClass} />,
      title: 'Free cancellation',
      body: `Cancel more than ${r.cancellation.freeUntilHoursBefore} hours ahead at no charge; later cancellations get a ${r.cancellation.lateRefundPercent}% refund, and a no-show gets none.`,
    },
  ]
}

/** What a renter needs to know before calling, from the rental policy's own figures. */
export function RentalRulesSummary({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const ItemHeading = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <section aria-labelledby="rental-rules" className="rounded-2xl bg-brand-50 p-6 sm:p-10">
      <Heading
        id="rental-rules"
        className="scroll-mt-28 text-2xl font-bold text-brand-900 sm:text-3xl"
      >
        Before You Rent
      </Heading>
      <p className="mt-2 max-w-2xl text-gray-700">
        The essentials of our rental policy, so there are no surprises when you pick up your cart.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {rules().map((rule) => (
          <li key={rule.title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white shadow-sm">
              {rule.icon}
            </span>
            <div>
              <ItemHeading className="font-semibold text-gray-900">{rule.title}</ItemHeading>
              <p className="mt-1 text-sm leading-6 text-gray-700">{rule.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link to="/policies/rental-policy" className={`${buttonClass('outline')} mt-8`}>
        <FileText aria-hidden="true" className="size-4" /> Read the full rental policy
      </Link>
    </section>
  )
}
