import { findVehicle } from '#app/.server/repositories/vehicles.ts'
import { BrandCards } from '#app/components/home/brand-cards.tsx'
import { FeaturedCarts } from '#app/components/home/featured-carts.tsx'
import { HomeAbout } from '#app/components/home/home-about.tsx'
import { HomeContact } from '#app/components/home/home-contact.tsx'
import { HomeHero } from '#app/components/home/home-hero.tsx'
import { TownGrid } from '#app/components/home/town-grid.tsx'
import { WhyChoose } from '#app/components/home/why-choose.tsx'
import { brandNamesText, business, financingOffer } from '#app/content/business.ts'
import { featuredVehicleIds } from '#app/content/home.ts'
import { staticPage } from '#app/lib/page-handle.ts'
import { seo, siteUrlFrom } from '#app/lib/seo.ts'
import type { Vehicle } from '#app/lib/vehicle.ts'
import { isListed } from '#app/lib/vehicle-status.ts'

import type { Route } from './+types/home'

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

/**
 * Only the three featured carts, while they are listed (a sold one keeps its
 * page but leaves the home page): the home page shows no other inventory.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const found = await Promise.all(featuredVehicleIds.map((id) => findVehicle(context.db, id)))
  return {
    featured: found.filter(
      (vehicle): vehicle is Vehicle => vehicle !== undefined && isListed(vehicle.status),
    ),
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
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
