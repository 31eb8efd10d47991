import { ExternalLink, MessageSquare, Phone, Search } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { askAboutCartPath } from '#app/sales/ask-about-cart.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'

/** The closing card: call sales, keep browsing, or read the maker's full specifications. */
export function VehicleInterestCard({ vehicle, town }: { vehicle: Vehicle; town?: string }) {
  return (
    <section
      aria-labelledby="interest-heading"
      className="rounded-2xl bg-brand-900 p-8 text-white shadow-md sm:p-10"
    >
      <SectionHeading id="interest-heading" title="Interested in this vehicle?" look="cardOnDark" />
      <p className="mt-3 max-w-2xl text-lg text-brand-50">
        Our sales team can answer questions about the {vehicle.name}, hold it for a test drive, and
        talk you through trade-ins, delivery and financing.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={`tel:${phones.sales.tel}`} className={buttonClass('accent', 'lg')}>
          <Phone aria-hidden="true" className="size-5" /> Contact Sales Team
          <span className="sr-only">: {phones.sales.display}</span>
        </a>
        <a href={askAboutCartPath(vehicle.id, town)} className={buttonClass('ghostLight', 'lg')}>
          <MessageSquare aria-hidden="true" className="size-5" /> Send a Message
          <span className="sr-only"> about the {vehicle.name}</span>
        </a>
        <Link to="/inventory" className={buttonClass('ghostLight', 'lg')}>
          <Search aria-hidden="true" className="size-5" /> View More Vehicles
        </Link>
        {vehicle.externalUrl && (
          <a
            href={vehicle.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('ghostLight', 'lg')}
          >
            <ExternalLink aria-hidden="true" className="size-5" /> Full Specifications
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  )
}
