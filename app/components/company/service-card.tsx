import { BatteryCharging, type LucideIcon, Paintbrush, ShieldCheck, Wrench } from 'lucide-react'

import { CheckList } from '#app/components/ui/check-list.tsx'
import type { ServiceCard as ServiceCardData } from '#app/content/services.ts'

const icons: Record<ServiceCardData['id'], LucideIcon> = {
  maintenance: Wrench,
  battery: BatteryCharging,
  custom: Paintbrush,
  warranty: ShieldCheck,
}

/** One service: what it is, what it includes and what it costs. */
export function ServiceCard({ service }: { service: ServiceCardData }) {
  const Icon = icons[service.id]
  return (
    <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-lg bg-brand-800 text-white">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-bold text-gray-900">{service.title}</h3>
      <p className="mt-2 text-gray-700">{service.description}</p>
      <CheckList
        items={service.features}
        className="mt-4 grid flex-1 content-start gap-2 text-sm text-gray-800"
      />
      <p className="mt-6 rounded-lg bg-brand-50 px-4 py-2 font-semibold text-brand-900">
        {service.priceText}
      </p>
    </article>
  )
}
