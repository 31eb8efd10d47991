import { Link } from 'react-router'

import { CheckList } from '#app/kernel/components/ui/check-list.tsx'
import { formatPrice } from '#app/kernel/format.ts'
import { type Brand, modelPath, type SeriesCard as Series } from '#app/site/content/brands.ts'

/** One series of a brand: what it is for, its features, its models (linked) and its lowest MSRP. */
export function SeriesCard({ brand, series }: { brand: Brand; series: Series }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <img
        src={series.image}
        alt={`${brand.name} ${series.title} series golf cart`}
        width={800}
        height={600}
        loading="lazy"
        className="aspect-[4/3] w-full bg-gray-50 object-contain"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-bold text-gray-900">{series.title}</h3>
        <p className="mt-2 text-gray-700">{series.description}</p>
        <CheckList items={series.features} className="mt-4 grid gap-1.5 text-sm text-gray-800" />
        <p className="mt-4 text-sm font-semibold text-gray-900">Models</p>
        <ul className="mt-1 flex flex-wrap gap-2 text-sm">
          {series.vehicles.map((name) => (
            <li key={name}>
              <Link
                to={modelPath(brand.id, name)}
                className="inline-block rounded-full border border-brand-700 px-3 py-1 font-medium text-brand-800 hover:bg-brand-50"
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-auto pt-5 text-gray-800">
          Starting at{' '}
          <span className="text-xl font-bold text-brand-900">
            {formatPrice(series.startingPrice)}
          </span>{' '}
          <abbr
            title="Manufacturer's suggested retail price"
            className="text-sm font-semibold no-underline"
          >
            MSRP
          </abbr>
        </p>
      </div>
    </article>
  )
}
