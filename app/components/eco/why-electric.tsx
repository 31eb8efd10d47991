import { Globe, Leaf, Recycle, Trees, Wind, Zap, type LucideIcon } from 'lucide-react'
import { type EcoIcon, whyElectric } from '#app/content/eco.ts'

const icons: Record<EcoIcon, LucideIcon> = {
  'zero-emissions': Leaf,
  efficiency: Zap,
  forest: Trees,
  materials: Recycle,
  climate: Globe,
  air: Wind,
}

/** The six reasons to choose an electric cart. */
export function WhyElectric() {
  return (
    <section aria-labelledby="why-electric" className="bg-brand-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="why-electric" className="text-3xl font-bold text-gray-900">
          Why Choose Electric?
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyElectric.map((card) => {
            const Icon = icons[card.icon]
            return (
              <li key={card.title} className="rounded-xl bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100">
                  <Icon aria-hidden="true" className="size-6 text-brand-800" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-gray-900">{card.title}</h3>
                <p className="mt-2 text-gray-700">{card.description}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
