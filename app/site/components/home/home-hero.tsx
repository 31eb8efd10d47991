import { Percent, Phone, Search } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { taggedInventoryPath } from '#app/sales/promotion-tags.ts'
import { homeHero } from '#app/site/content/home.ts'

export function HomeHero() {
  return (
    <PageHero
      pageKey="/"
      size="lg"
      eyebrow={homeHero.eyebrow}
      title={homeHero.title}
      subtitle={homeHero.subtitle}
    >
      <Link to="/inventory" className={buttonClass('accent', 'lg')}>
        <Search aria-hidden="true" className="size-5" /> Browse Inventory
      </Link>
      <a href={`tel:${phones.sales.tel}`} className={buttonClass('ghostLight', 'lg')}>
        <Phone aria-hidden="true" className="size-5" /> Call {phones.sales.display}
      </a>
      <p className="flex w-full items-center gap-2 font-semibold text-accent-400">
        <Percent aria-hidden="true" className="size-4" />{' '}
        <a href={taggedInventoryPath('financing')} className="underline underline-offset-4">
          {homeHero.financingNote}
        </a>
      </p>
    </PageHero>
  )
}
