import { ArrowRight, Battery, Cog, Gauge, Users } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { CheckList } from '#app/kernel/components/ui/check-list.tsx'
import { TermList } from '#app/kernel/components/ui/term-list.tsx'
import { formatPrice } from '#app/kernel/format.ts'
import { fullModelName } from '#app/site/components/brands/brand-names.ts'
import { type Brand, type ModelCard as Model, modelPath } from '#app/site/content/brands.ts'

const msrpTitle = "Manufacturer's suggested retail price"

/** One featured model: artwork, MSRP, the four key specs, features and its detail page. */
export function ModelCard({ brand, model }: { brand: Brand; model: Model }) {
  const fullName = fullModelName(brand, model.name)
  const specs = [
    { label: 'Seats', value: String(model.specs.seats), Icon: Users },
    { label: 'Range', value: model.specs.range, Icon: Battery },
    { label: 'Top speed', value: model.specs.topSpeed, Icon: Gauge },
    { label: 'Drive', value: model.specs.driveType, Icon: Cog },
  ]
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <img
        src={model.image}
        alt={`${fullName}, ${model.specs.seats}-seat electric golf cart`}
        width={800}
        height={600}
        loading="lazy"
        className="aspect-[4/3] w-full bg-gray-50 object-contain"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {model.series} series
        </p>
        <h3 className="mt-1 text-xl font-bold text-gray-900">{model.name}</h3>
        <p className="mt-2 text-brand-900">
          <abbr title={msrpTitle} className="text-sm font-semibold text-gray-700 no-underline">
            MSRP
          </abbr>{' '}
          <span className="text-2xl font-bold">{formatPrice(model.price)}</span>
        </p>
        <TermList
          look="spec"
          className="mt-4 grid grid-cols-2 gap-3 text-sm"
          items={specs.map(({ label, value, Icon }) => ({
            key: label,
            term: (
              <>
                <Icon aria-hidden="true" className="size-4 text-brand-700" /> {label}
              </>
            ),
            detail: value,
          }))}
        />
        <CheckList items={model.features} className="mt-4 grid gap-1.5 text-sm text-gray-800" />
        <div className="mt-auto pt-5">
          <Link to={modelPath(brand.id, model)} className={`${buttonClass('primary')} w-full`}>
            View Details<span className="sr-only">: {fullName}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  )
}
