import {
  BatteryCharging,
  CalendarCheck,
  type LucideIcon,
  Paintbrush,
  Phone,
  ShieldCheck,
  Tag,
  Wrench,
} from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { CheckList } from '#app/kernel/components/ui/check-list.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { bookPath } from '#app/service/service-paths.ts'
import { serviceCopy, type ServiceCopyKey } from '#app/site/content/services.ts'
import { type ServicePrice, servicePriceText } from '#app/site/service-prices.ts'

const icons: Record<ServiceCopyKey, LucideIcon> = {
  maintenance: Wrench,
  battery: BatteryCharging,
  custom: Paintbrush,
  warranty: ShieldCheck,
}

/**
 * One service: what it is, what it includes and what it costs. A service
 * owners added has no copy of its own: its name and price, under a price tag.
 */
export function ServiceCard({ service }: { service: ServicePrice }) {
  const copy = serviceCopy.find((c) => c.id === service.id)
  const Icon = copy ? icons[copy.id] : Tag
  return (
    <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-lg bg-brand-800 text-white">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-bold text-gray-900">{service.name}</h3>
      {copy ? (
        <>
          <p className="mt-2 text-gray-700">{copy.description}</p>
          <CheckList
            items={copy.features}
            className="mt-4 grid flex-1 content-start gap-2 text-sm text-gray-800"
          />
        </>
      ) : (
        <div className="flex-1" />
      )}
      <p className="mt-6 rounded-lg bg-brand-50 px-4 py-2 font-semibold text-brand-900">
        {servicePriceText(service)}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={copy ? `${bookPath}?kind=${copy.id}` : bookPath}
          className={buttonClass('primary')}
        >
          <CalendarCheck aria-hidden="true" className="size-5" /> Book this service
          <span className="sr-only"> for {service.name}</span>
        </Link>
        <a
          href={`tel:${phones.service.tel}`}
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
        >
          <Phone aria-hidden="true" className="size-4" /> {phones.service.display}
        </a>
      </div>
    </article>
  )
}
