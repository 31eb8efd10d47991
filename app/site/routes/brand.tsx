import { ArrowRight, Info, MapPin, Truck, Wrench } from 'lucide-react'
import type { ReactNode } from 'react'
import { data, Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { breadcrumbJsonLd } from '#app/kernel/structured-data.ts'
import { ModelCard } from '#app/site/components/brands/model-card.tsx'
import { SeriesCard } from '#app/site/components/brands/series-card.tsx'
import { CallNowButton } from '#app/site/components/layout/call-now-button.tsx'
import { brandIds, brands } from '#app/site/content/brands.ts'

import type { Route } from './+types/brand'

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

/** One module serves /evolution and /denago: the first path segment names the brand. */
export function loader({ request }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split('/').find((part) => part.length > 0)
  const id = brandIds.find((brandId) => brandId === segment)
  if (!id) throw data('Brand not found', { status: 404 })
  // Static content only: the page shows no inventory, so it asks the database nothing.
  return { brand: brands[id] }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return []
  const { brand } = loaderData
  const siteUrl = siteUrlFrom(matches)
  const path = `/${brand.id}`
  const title = `${brand.name} Golf Carts: Series, Models and Prices`
  return seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl,
    title,
    description: `Compare every ${brand.name} electric golf cart series and model: seats, range, top speed and MSRP. Authorized ${brand.name} dealer in Northeastern Pennsylvania with showrooms, delivery and service.`,
    path,
    keywords: [
      `${brand.name} golf carts`,
      `${brand.name} electric golf cart`,
      ...brand.series.map((series) => `${brand.name} ${series.title}`),
      `${brand.name} dealer Pennsylvania`,
      'electric golf carts PA',
    ],
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: `${brand.name} Golf Carts`, path },
      ]),
    ],
  })
}

type CardSectionProps = {
  id: string
  title: ReactNode
  intro: string
  /** on a grey full-width band */
  band?: boolean
  children: ReactNode
}

/** A section of the brand page: heading, one line of introduction, then a grid of cards. */
function CardSection({ id, title, intro, band = false, children }: CardSectionProps) {
  const content = (
    <>
      <SectionHeading id={id} title={title} look="plain" />
      <p className="mt-3 max-w-3xl text-gray-700">{intro}</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </>
  )
  return band ? (
    <section aria-labelledby={id} className="bg-gray-50 py-14">
      <div className="mx-auto max-w-7xl px-4">{content}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-14">
      {content}
    </section>
  )
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData
  const otherBrand = brands[brandIds.find((id) => id !== brand.id) ?? brand.id]
  const reasons = [
    {
      Icon: Wrench,
      text: `Factory warranty honored and serviced by our certified technicians.`,
    },
    {
      Icon: MapPin,
      text: `Test-drive ${brand.name} carts at our showrooms before you decide.`,
    },
    { Icon: Truck, text: `Delivery across ${business.serviceAreaText}.` },
  ]

  return (
    <main id="main">
      <PageHero
        pageKey={`/${brand.id}`}
        eyebrow={`Authorized ${brand.name} dealer`}
        title={`${brand.name} Golf Carts`}
        subtitle={brand.tagline}
      >
        <Link to={`/inventory?brand=${brand.id}`} className={buttonClass('accent', 'lg')}>
          {brand.name} Carts in Stock <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
        <Link to="/showroom" className={buttonClass('ghostLight', 'lg')}>
          Visit the Showroom
        </Link>
      </PageHero>

      <section
        aria-labelledby="about-brand"
        className="mx-auto grid max-w-7xl gap-8 px-4 py-14 lg:grid-cols-[3fr_2fr]"
      >
        <div>
          <SectionHeading id="about-brand" title={<>About {brand.name}</>} look="plain" />
          <p className="mt-4 text-lg leading-8 text-gray-700">{brand.description}</p>
          <ul className="mt-6 grid gap-3">
            {reasons.map(({ Icon, text }) => (
              <li key={text} className="flex gap-3 text-gray-800">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-label="About the prices on this page"
          className="self-start rounded-xl border border-accent-500 bg-amber-50 p-6"
        >
          <p className="flex items-center gap-2 font-semibold text-gray-900">
            <Info aria-hidden="true" className="size-5 text-accent-600" /> Prices shown are MSRP
          </p>
          <p className="mt-2 text-gray-800">
            Prices on this page are {brand.name}&apos;s suggested retail prices (MSRP). Our own
            dealer prices, the carts in stock and current offers are in the{' '}
            <Link
              to={`/inventory?brand=${brand.id}`}
              className="font-semibold text-brand-800 underline"
            >
              inventory
            </Link>
            .
          </p>
        </aside>
      </section>

      <CardSection
        id="series"
        title={<>{brand.name} Series</>}
        intro={`${brand.series.length} series, each with its models and its starting MSRP. Pick a model name to see that cart in our inventory.`}
        band
      >
        {brand.series.map((series) => (
          <SeriesCard key={series.title} brand={brand} series={series} />
        ))}
      </CardSection>

      <CardSection
        id="models"
        title={<>Featured {brand.name} Models</>}
        intro={`Seats, range, top speed and drive of our most popular ${brand.name} carts.`}
      >
        {brand.models.map((model) => (
          <ModelCard key={model.name} brand={brand} model={model} />
        ))}
      </CardSection>

      <section aria-labelledby="brand-cta" className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <SectionHeading id="brand-cta" title={<>Find your {brand.name} cart</>} look="onDark" />
            <p className="mt-3 max-w-2xl text-lg text-gray-100">
              Tell us how you will use it and we will match you with the right model, arrange a test
              drive and quote your delivered price.
            </p>
            <p className="mt-3 text-gray-100">
              Comparing brands?{' '}
              <Link to={`/${otherBrand.id}`} className="font-semibold text-white underline">
                See {otherBrand.name} golf carts
              </Link>
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <CallNowButton className="h-13 px-7 text-lg" />
            <Link to="/contact" className={buttonClass('ghostLight', 'lg')}>
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </main>
  )
}
