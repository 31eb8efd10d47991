import {
  CalendarCheck,
  type LucideIcon,
  Percent,
  ShieldCheck,
  Truck,
  Users,
  Wrench,
} from 'lucide-react'

import { FeatureCardGrid } from '#app/kernel/components/ui/feature-card-grid.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { whyChoose, type WhyChooseIcon } from '#app/site/content/home.ts'

const icons: Record<WhyChooseIcon, LucideIcon> = {
  percent: Percent,
  calendar: CalendarCheck,
  users: Users,
  shield: ShieldCheck,
  wrench: Wrench,
  truck: Truck,
}

export function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <div className="max-w-3xl">
          <h2 id="why-heading" className="text-3xl font-bold text-gray-900 sm:text-4xl">
            Why choose {business.name}
          </h2>
          <p className="mt-4 text-lg text-gray-700">
            A local dealer that sells, services and stands behind every cart, from the first test
            drive to the spring tune-up.
          </p>
        </div>
        <FeatureCardGrid
          tone="on-white"
          className="mt-10"
          cards={whyChoose.map((item) => ({ ...item, icon: icons[item.icon] }))}
        />
      </div>
    </section>
  )
}
