import {
  CalendarCheck,
  type LucideIcon,
  Percent,
  ShieldCheck,
  Truck,
  Users,
  Wrench,
} from 'lucide-react'
import { business } from '#app/content/business.ts'
import { type WhyChooseIcon, whyChoose } from '#app/content/home.ts'

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
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyChoose.map((item) => {
            const Icon = icons[item.icon]
            return (
              <li key={item.title} className="rounded-xl border border-gray-200 bg-brand-50/40 p-6">
                <span className="flex size-12 items-center justify-center rounded-full bg-brand-800 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-gray-900">{item.title}</h3>
                <p className="mt-2 leading-7 text-gray-700">{item.text}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
