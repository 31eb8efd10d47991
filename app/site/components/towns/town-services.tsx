import { CalendarDays, Car, type LucideIcon, Package, Wrench } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'

type TownServicesProps = {
  townName: string
  rentalPath: string
}

type Service = { icon: LucideIcon; title: string; text: string; to: string; linkText: string }

/** The four services the town pages list, each leading to the page that covers it. */
export function TownServices({ townName, rentalPath }: TownServicesProps) {
  const services: Service[] = [
    {
      icon: Car,
      title: 'Sales and Leasing',
      text: 'New and pre-owned carts with financing, and a test drive before you decide.',
      to: '/inventory',
      linkText: 'Browse inventory',
    },
    {
      icon: CalendarDays,
      title: 'Daily and Weekly Rentals',
      text: `Carts delivered in ${townName} for a day, a week or a month.`,
      to: rentalPath,
      linkText: `${townName} rental rates`,
    },
    {
      icon: Wrench,
      title: 'Maintenance and Repair',
      text: 'Seasonal tune-ups, battery care, brakes, tires and repairs on all makes.',
      to: '/services',
      linkText: 'Our service department',
    },
    {
      icon: Package,
      title: 'Parts and Accessories',
      text: 'Enclosures, lift kits, lighting, seat belts, covers and genuine replacement parts.',
      to: '/services',
      linkText: 'Parts and accessories',
    },
  ]
  return (
    <section aria-labelledby="town-services" className="bg-gray-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[2fr_3fr]">
        <div>
          <SectionHeading id="town-services" title={<>Our Services in {townName}</>} />
          <p className="mt-3 text-gray-700">
            Everything a cart owner or renter in {townName} needs, from the first test drive to the
            spring tune-up. Tell us what you are looking for and we will send you a written quote.
          </p>
          <Link to="/contact" className={`${buttonClass('primary', 'lg')} mt-6`}>
            Get a Quote
          </Link>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {services.map(({ icon: Icon, title, text, to, linkText }) => (
            <li
              key={title}
              className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
            >
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-gray-900">{title}</h3>
              <p className="mt-2 mb-4 text-sm leading-6 text-gray-700">{text}</p>
              <Link
                to={to}
                className="mt-auto font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {linkText}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
