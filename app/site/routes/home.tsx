import { brandNamesText, business, financingOffer } from '#app/kernel/dealer/business.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { listVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import { BrandCards } from '#app/site/components/home/brand-cards.tsx'
import { FeaturedCarts } from '#app/site/components/home/featured-carts.tsx'
import { HomeAbout } from '#app/site/components/home/home-about.tsx'
import { HomeContact } from '#app/site/components/home/home-contact.tsx'
import { HomeHero } from '#app/site/components/home/home-hero.tsx'
import { TownGrid } from '#app/site/components/home/town-grid.tsx'
import { WhyChoose } from '#app/site/components/home/why-choose.tsx'

import type { Route } from './+types/home'

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

/** The spec's "three featured carts". */
const featuredOnHome = 3

/**
 * The first three carts the dealer features, while they are listed (a sold
 * one keeps its page but leaves the home page): the home page shows no other
 * inventory.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { featured: await listVehicles(context.db, { featured: true, limit: featuredOnHome }) }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: `${business.name}: Electric Golf Carts for Sale & Rent in Northeastern PA`,
    description: `Authorized ${brandNamesText} golf cart dealer serving ${business.serviceAreaText}. New and used electric carts, rentals, certified service and delivery. ${financingOffer}.`,
    path: '/',
    keywords: [
      'golf carts for sale Pennsylvania',
      'electric golf carts',
      'Denago dealer',
      'Evolution golf carts',
      'golf cart rentals Poconos',
      'golf cart service Pike County',
      'Lords Valley golf carts',
    ],
  })

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <HomeHero />
      <WhyChoose />
      <BrandCards />
      <FeaturedCarts vehicles={loaderData.featured} />
      <HomeAbout />
      <TownGrid />
      <HomeContact />
    </main>
  )
}
