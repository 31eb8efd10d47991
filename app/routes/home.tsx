import { listVehicles } from '#app/.server/inventory/vehicles.ts'
import { BrandCards } from '#app/components/home/brand-cards.tsx'
import { FeaturedCarts } from '#app/components/home/featured-carts.tsx'
import { HomeAbout } from '#app/components/home/home-about.tsx'
import { HomeContact } from '#app/components/home/home-contact.tsx'
import { HomeHero } from '#app/components/home/home-hero.tsx'
import { TownGrid } from '#app/components/home/town-grid.tsx'
import { WhyChoose } from '#app/components/home/why-choose.tsx'
import { brandNamesText, business, financingOffer } from '#app/content/business.ts'
import { staticPage } from '#app/lib/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/lib/seo.ts'

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
