import { BadgeDollarSign, Car, MessagesSquare } from 'lucide-react'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { business, financingOffer } from '#app/kernel/dealer/business.ts'
import { PageSection } from '#app/site/components/company/page-section.tsx'

const services = [
  {
    icon: Car,
    title: 'Test Drives',
    text: 'Drive any cart on the floor before you decide: feel the ride on a hill, try the seats and hear how quiet an electric motor is.',
  },
  {
    icon: MessagesSquare,
    title: 'Expert Consultation',
    text: 'Tell us where you will ride, how many people you carry and what your community allows; we will match the model, seats and battery to it.',
  },
  {
    icon: BadgeDollarSign,
    title: 'Financing Options',
    text: `Apply online in minutes, with ${financingOffer} for qualified buyers. Prices on the site are informational; we confirm your quote in person.`,
  },
]

/** What a showroom visit offers: test drives, advice and financing. */
export function ShowroomServices() {
  return (
    <PageSection id="showroom-services" title="Showroom Services" band="bg-brand-50">
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {services.map((service) => (
          <li key={service.title} className="rounded-xl bg-white p-6 shadow-sm">
            <service.icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-lg font-bold text-gray-900">{service.title}</h3>
            <p className="mt-2 text-gray-700">{service.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <a
          href={business.financingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary')}
        >
          <BadgeDollarSign aria-hidden="true" className="size-5" /> Get Financing Quote
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </PageSection>
  )
}
