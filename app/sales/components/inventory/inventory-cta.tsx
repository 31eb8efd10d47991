import { MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { promotionTagLabels, taggedInventoryPath } from '#app/sales/promotion-tags.ts'
import { tradeInPath } from '#app/sales/trade-in-paths.ts'

/** The closing call to action of the inventory page, with the financing offer's terms as the owners wrote them. */
export function InventoryCallToAction({ financingTerms }: { financingTerms?: string }) {
  return (
    <section aria-labelledby="inventory-cta" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <SectionHeading
            id="inventory-cta"
            title={<>Don&apos;t see the cart you want?</>}
            look="onDark"
          />
          <p className="mt-3 text-lg text-brand-50">
            New carts arrive every month and we can order any Denago or Evolution model in the color
            and options you choose.{' '}
            <a href={tradeInPath()} className="underline underline-offset-4">
              Value your trade-in
            </a>{' '}
            online.{' '}
            <a href={taggedInventoryPath('financing')} className="underline underline-offset-4">
              {promotionTagLabels.financing}
            </a>
            {financingTerms ? `: ${financingTerms}` : '.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={`tel:${phones.sales.tel}`} className={buttonClass('accent', 'lg')}>
            <Phone aria-hidden="true" className="size-5" /> Call {phones.sales.display}
          </a>
          <Link to="/contact" className={buttonClass('ghostLight', 'lg')}>
            Send a Message
          </Link>
          <Link to="/showroom" className={buttonClass('ghostLight', 'lg')}>
            <MapPin aria-hidden="true" className="size-5" /> Visit a Showroom
            <span className="sr-only">of {business.name}</span>
          </Link>
        </div>
      </div>
    </section>
  )
}
