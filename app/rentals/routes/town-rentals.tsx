import { ArrowDown, Mail, ShoppingCart } from 'lucide-react'
import { data, Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { heroButtonClass } from '#app/kernel/components/ui/page-hero.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { staticPage } from '#app/kernel/page-handle.ts'
import { loadRateCards } from '#app/rentals/.server/rates.ts'
import { RateSections } from '#app/rentals/components/rate-section.tsx'
import { RentalBenefits } from '#app/rentals/components/rental-benefits.tsx'
import { RentalDelivery } from '#app/rentals/components/rental-delivery.tsx'
import { dailyFrom } from '#app/rentals/rental-savings.ts'
import { ContactBand } from '#app/site/components/towns/contact-band.tsx'
import { TownHero } from '#app/site/components/towns/town-hero.tsx'
import { lookupTown } from '#app/site/town-lookup.server.ts'
import { townPageMeta, townRentalText } from '#app/site/town-page.ts'
import { landingPath, rentalPath } from '#app/site/town-paths.ts'

import type { Route } from './+types/town-rentals'

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

export async function loader({ params, context }: Route.LoaderArgs) {
  const lookup = lookupTown({ slug: params.slug })
  if (!lookup.found) throw data(lookup.message, { status: 404 })
  const cards = await loadRateCards(context.db)
  return { town: lookup.town, rates: cards.delivery }
}

export const meta: Route.MetaFunction = townPageMeta<Route.ComponentProps['loaderData']>(
  ({ town, rates }) => ({
    path: rentalPath(town),
    text: townRentalText(town, dailyFrom(rates)),
    crumbs: [
      { name: 'Rentals', path: '/rentals' },
      { name: town.name, path: rentalPath(town) },
    ],
  }),
)

export default function TownRentalsPage({ loaderData }: Route.ComponentProps) {
  const { town, rates } = loaderData
  return (
    <main id="main">
      <TownHero
        town={town}
        pageKey={rentalPath(town)}
        size="sm"
        title={`Golf Cart Rentals in ${town.name}, PA`}
        subtitle={`Street-legal electric carts delivered to your door in ${town.name}: 4-seaters, 6-seaters and utility carts by the day, the week or the month, insured and fully charged.`}
      >
        <a href="#pricing" className={heroButtonClass('accent')}>
          <ArrowDown aria-hidden="true" className="size-5" /> View Rental Prices
        </a>
        <Link to="/contact" className={heroButtonClass('ghostLight')}>
          <Mail aria-hidden="true" className="size-5" /> Contact Us
        </Link>
      </TownHero>

      <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 bg-gray-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:gap-14 sm:py-16">
          <div>
            <SectionHeading id="pricing-heading" title={<>{town.name} Rental Rates</>} />
            <p className="mt-3 max-w-3xl text-gray-700">
              Delivered rates for {town.name}: the cart comes to you and we collect it at the end.
              Each plan shows what it saves against the daily rate for the same number of days.
              Deposits, driver ages and cancellations follow our{' '}
              <Link
                to="/policies/rental-policy"
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                rental policy
              </Link>
              .
            </p>
          </div>
          <RateSections rates={rates} headingLevel={3} idPrefix="pricing" townSlug={town.slug} />
        </div>
      </section>

      {/* after the prices: a renter comes for a cart and a plan first */}
      <RentalBenefits townName={town.name} />

      <RentalDelivery town={town} />

      <ContactBand
        id="town-rental-contact"
        title={`Ready to Ride in ${town.name}?`}
        text={`Call with your dates and address in ${town.name}: we confirm the cart, the price and the delivery time while you are on the line.`}
        showrooms
      >
        <Link to={landingPath(town)} className={buttonClass('ghostLight', 'lg')}>
          <ShoppingCart aria-hidden="true" className="size-5" /> Buy a Cart in {town.name}
        </Link>
      </ContactBand>
    </main>
  )
}

// its own boundary, so this route's meta names the page that was not found
export { GeneralErrorBoundary as ErrorBoundary } from '#app/site/components/error-boundary.tsx'
