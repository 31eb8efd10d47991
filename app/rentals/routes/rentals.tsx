import { FileText, Phone } from 'lucide-react'
import { Link } from 'react-router'

import { cn } from '#app/kernel/cn.ts'
import { heroButtonClass, PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { autoDealerJsonLd, breadcrumbJsonLd } from '#app/kernel/structured-data.ts'
import { loadRateCards } from '#app/rentals/.server/rates.ts'
import { RateSections } from '#app/rentals/components/rate-section.tsx'
import { RentalRulesSummary } from '#app/rentals/components/rental-rules-summary.tsx'
import { TownRentalLinks } from '#app/rentals/components/town-rental-links.tsx'
import { cartTypes, type RateCard } from '#app/rentals/content/rentals.ts'
import { buildPlans, dailyFrom, formatPercent } from '#app/rentals/rental-savings.ts'
import { ContactBand } from '#app/site/components/towns/contact-band.tsx'

import type { Route } from './+types/rentals'

const path = '/rentals'

/** The highest saving of any plan on the card, so the copy follows a price change. */
function bestSaving(rates: RateCard) {
  return Math.max(
    ...cartTypes.flatMap((type) => buildPlans(rates[type]).map((p) => p.savings?.percent ?? 0)),
  )
}

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

/** The pickup card, as the owners last set it (this page is re-rendered when it changes). */
export async function loader({ context }: Route.LoaderArgs) {
  const cards = await loadRateCards(context.db)
  return { rates: cards.pickup }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFrom(matches)
  const rates = loaderData?.rates
  const description = rates
    ? `Rent a street-legal electric 4-seater, 6-seater or utility golf cart in Northeastern Pennsylvania from ${formatPrice(dailyFrom(rates))} a day. Longer plans save up to ${formatPercent(bestSaving(rates))}; insurance included. Reserve online or by phone.`
    : 'Rent a street-legal electric 4-seater, 6-seater or utility golf cart in Northeastern Pennsylvania by the day, the week or the month; insurance included. Reserve online or by phone.'
  return seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl,
    title: 'Golf Cart Rentals: Daily, 3-Day, Weekly & Monthly Plans',
    description,
    path,
    keywords: [
      'golf cart rental',
      'golf cart rentals Pennsylvania',
      '6 seater golf cart rental',
      'utility cart rental',
      'weekly golf cart rental',
      'monthly golf cart rental',
      'Pocono golf cart rental',
    ],
    jsonLd: [
      // the rental and delivery hours are the ones this page shows
      autoDealerJsonLd({
        siteUrl,
        hours: hoursFrom(matches).delivery,
        url: `${siteUrl}${path}`,
        description,
      }),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Rentals', path },
      ]),
    ],
  })
}

export default function RentalsPage({ loaderData }: Route.ComponentProps) {
  const { rates } = loaderData
  return (
    <main id="main">
      <PageHero
        pageKey={path}
        size="sm"
        eyebrow="Golf Cart Rentals"
        title="Rent an Electric Golf Cart"
        subtitle={`Street-legal electric carts from ${formatPrice(dailyFrom(rates))} a day, insurance included: the longer you rent, the less you pay per day.`}
      >
        <a href={`tel:${phones.main.tel}`} className={heroButtonClass('accent')}>
          <Phone aria-hidden="true" className="size-5" /> Call {phones.main.display}
        </a>
        {/* on a phone the policy is a link in the rental rules below: the plans come first */}
        <Link
          to="/policies/rental-policy"
          className={cn(heroButtonClass('ghostLight'), 'hidden sm:inline-flex')}
        >
          <FileText aria-hidden="true" className="size-5" /> Rental Policy
        </Link>
      </PageHero>

      <nav aria-label="Cart types" className="border-b border-gray-200 bg-gray-50">
        {/* one line on a phone, scrolled sideways: the plans come sooner */}
        <ul className="mx-auto flex max-w-7xl gap-x-6 gap-y-2 overflow-x-auto px-4 py-3 text-sm font-semibold whitespace-nowrap sm:flex-wrap sm:py-4">
          {cartTypes.map((type) => (
            <li key={type}>
              <a
                href={`#rates-${type}`}
                className="text-brand-800 underline-offset-4 hover:underline"
              >
                {rates[type].title}
              </a>
            </li>
          ))}
          <li>
            <a href="#rental-rules" className="text-brand-800 underline-offset-4 hover:underline">
              Rental rules
            </a>
          </li>
        </ul>
      </nav>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-6 pb-8 sm:gap-16 sm:py-14">
        <RateSections rates={rates} headingLevel={2} idPrefix="rates" />
        {/* after the plans: on a phone the first screen shows a plan to reserve */}
        <p className="max-w-3xl text-lg text-gray-700">
          Pick a cart and a plan, then reserve it online or call us. Each plan shows what you save
          against paying the daily rate for the same number of days. Recommended plans are marked,
          and every plan can be renewed at the daily rate if you decide to keep the cart longer.
        </p>
        <RentalRulesSummary />
        <TownRentalLinks />
      </div>

      <ContactBand
        id="rentals-contact"
        title="Reserve Your Cart by Phone"
        text="Tell us the dates, the cart and where you are staying: we confirm availability and the price while you are on the line."
      />
    </main>
  )
}
