import {
  BatteryCharging,
  Headset,
  type LucideIcon,
  Receipt,
  Repeat,
  ShieldCheck,
  Sparkles,
} from 'lucide-react'

import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { formatPrice } from '#app/kernel/format.ts'
import { rentalRules } from '#app/rentals/content/rentals.ts'

type Benefit = { icon: LucideIcon; title: string; text: string }

function benefits(townName: string): Benefit[] {
  const c = rentalRules.insuranceCoverage
  return [
    {
      icon: Sparkles,
      title: 'Street legal, with seat belts',
      text: `Lights, mirrors and a seat belt on every seat, so you can drive the roads around ${townName} where carts are allowed.`,
    },
    {
      icon: BatteryCharging,
      title: 'Fully charged and ready to go',
      text: 'Every cart arrives charged, cleaned and checked, with a walkthrough of the controls before we leave.',
    },
    {
      icon: Headset,
      title: '24/7 customer support',
      text: 'A question or a problem during your rental? Call us at any hour, day or night.',
    },
    {
      icon: Repeat,
      title: 'Flexible pickup and return',
      text: `We drop the cart off and pick it up at your home, rental house or event in ${townName} at a time that suits you.`,
    },
    {
      icon: ShieldCheck,
      title: 'Insurance coverage included',
      text: `Covered at no extra charge, up to ${formatPrice(c.perPerson)} per person, ${formatPrice(c.perAccident)} per accident and ${formatPrice(c.property)} property damage.`,
    },
    {
      icon: Receipt,
      title: 'No hidden fees',
      text: 'The price on the plan is the price you pay for the cart; any extra, such as an additional driver, is agreed before you sign.',
    },
  ]
}

/** The six reasons to rent from us, for a town rental page. */
export function RentalBenefits({ townName }: { townName: string }) {
  // no space below: the delivery section that follows on the page gives it
  return (
    <section aria-labelledby="rental-benefits" className="mx-auto max-w-7xl px-4 pt-16">
      <SectionHeading id="rental-benefits" title={<>Why Rent With Us in {townName}</>} />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {benefits(townName).map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-lg font-semibold text-gray-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-gray-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
