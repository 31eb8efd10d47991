import { Phone, Truck } from 'lucide-react'

import { CheckList } from '#app/kernel/components/ui/check-list.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { mobileService } from '#app/site/content/services.ts'

/** We come to the cart: what the service van does and how to book it. */
export function MobileServiceCard() {
  return (
    <section
      aria-labelledby="mobile-service"
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="mobile-service" className="flex items-center gap-2 text-xl font-bold text-brand-900">
        <Truck aria-hidden="true" className="size-5 text-brand-700" />
        {mobileService.title}
      </h2>
      <p className="mt-3 text-gray-700">{mobileService.description}</p>
      <CheckList items={mobileService.points} className="mt-4 grid gap-2 text-sm text-gray-800" />
      <p className="mt-5 text-sm text-gray-700">
        Service line:{' '}
        <a
          href={`tel:${phones.service.tel}`}
          className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          {phones.service.display}
        </a>
      </p>
    </section>
  )
}
