import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { brandNamesText } from '#app/kernel/dealer/business.ts'
import { vehicleImageSize } from '#app/sales/vehicle-display.ts'
import { brandIds, brands } from '#app/site/content/brands.ts'
import { brandCardImages } from '#app/site/content/home.ts'

import { HomeSection } from './home-section.tsx'

/** The two brands the dealer sells, each linking to its brand page. */
export function BrandCards() {
  return (
    <HomeSection
      id="brands-heading"
      tone="gray"
      title="Two brands we sell and service"
      intro={
        <>
          Authorized dealer for {brandNamesText}: new carts with full factory warranties, parts on
          the shelf and technicians trained on both.
        </>
      }
    >
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {brandIds.map((id) => {
          const brand = brands[id]
          return (
            <article
              key={id}
              className="group relative flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm hover:shadow-md"
            >
              <img
                src={brandCardImages[id]}
                alt=""
                width={vehicleImageSize.width}
                height={vehicleImageSize.height}
                loading="lazy"
                className="aspect-[16/11] w-full bg-gray-100 object-cover object-top"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-2xl font-bold text-gray-900">{brand.name}</h3>
                <p className="mt-1 font-semibold text-brand-800">{brand.tagline}</p>
                <p className="mt-3 flex-1 leading-7 text-gray-700">{brand.description}</p>
                <Link
                  to={`/${id}`}
                  className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-800 after:absolute after:inset-0 hover:underline"
                >
                  Explore {brand.name} golf carts
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </div>
            </article>
          )
        })}
      </div>
    </HomeSection>
  )
}
