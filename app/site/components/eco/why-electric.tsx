import { Globe, Leaf, type LucideIcon, Recycle, Trees, Wind, Zap } from 'lucide-react'

import { FeatureCardGrid } from '#app/kernel/components/ui/feature-card-grid.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { type EcoIcon, whyElectric } from '#app/site/content/eco.ts'

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
        <SectionHeading id="why-electric" title="Why Choose Electric?" look="plain" />
        <FeatureCardGrid
          tone="on-tint"
          className="mt-8"
          cards={whyElectric.map((card) => ({
            icon: icons[card.icon],
            title: card.title,
            text: card.description,
          }))}
        />
      </div>
    </section>
  )
}
