import { CalendarDays, Search } from 'lucide-react'
import { data, Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { brandNamesText } from '#app/kernel/dealer/business.ts'
import { locationById, mainOffice } from '#app/kernel/dealer/locations.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { loadRateCards } from '#app/rentals/.server/rates.ts'
import { dailyFrom } from '#app/rentals/rental-savings.ts'
import { withPublicPhotos } from '#app/sales/.server/inventory/public-photos.ts'
import { listVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import { ContactBand } from '#app/site/components/towns/contact-band.tsx'
import { NearbyTowns } from '#app/site/components/towns/nearby-towns.tsx'
import { PopularCarts } from '#app/site/components/towns/popular-carts.tsx'
import { TownBenefits } from '#app/site/components/towns/town-benefits.tsx'
import { TownDelivery } from '#app/site/components/towns/town-delivery.tsx'
import { TownHero } from '#app/site/components/towns/town-hero.tsx'
import { TownProfile } from '#app/site/components/towns/town-profile.tsx'
import { TownServices } from '#app/site/components/towns/town-services.tsx'
import { serviceAreas, towns } from '#app/site/content/towns.server.ts'
import { deliveryEstimate } from '#app/site/delivery-cost.ts'
import { lookupTown } from '#app/site/town-lookup.server.ts'
import { nearbyTowns, placePhrase, townLandingText, townPageMeta } from '#app/site/town-page.ts'
import { landingPath, rentalPath } from '#app/site/town-paths.ts'

import type { Route } from './+types/town'

/** How many inventory carts a town page shows. */
const POPULAR_COUNT = 3

/** Nothing here needs React in the browser: the page is sent without scripts. */
export const handle = staticPage

/** Serves both /{slug}-golf-carts (params.landing) and /towns/{slug} (params.slug). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lookup = lookupTown(params)
  if (!lookup.found) throw data(lookup.message, { status: 404 })
  const town = lookup.town
  const location = locationById(town.nearestLocationId) ?? mainOffice
  const listed = await withPublicPhotos(
    context.db,
    await listVehicles(context.db, { limit: POPULAR_COUNT }),
    '(min-width: 768px) 33vw, 100vw',
  )
  const vehicles = listed.vehicles.map(
    ({ id, brand, name, price, priceOnRequest, description, images }) => ({
      id,
      brand,
      name,
      price,
      priceOnRequest,
      description,
      images,
      picture: listed.pictures[id]?.[0],
    }),
  )
  return {
    town,
    areaName: serviceAreas.find((a) => a.id === town.area)?.name ?? 'service area',
    locationName: location.name,
    delivery: deliveryEstimate(town),
    // town pages quote rentals from the delivery card
    rentalFrom: dailyFrom((await loadRateCards(context.db)).delivery),
    vehicles,
    nearby: nearbyTowns(town, towns).map((m) => ({ name: m.name, path: landingPath(m) })),
  }
}

export const meta: Route.MetaFunction = townPageMeta<Route.ComponentProps['loaderData']>(
  ({ town, locationName, delivery }) => ({
    path: landingPath(town),
    text: townLandingText(town, locationName, delivery),
    crumbs: [{ name: `${town.name} Golf Carts`, path: landingPath(town) }],
  }),
)

export default function TownPage({ loaderData }: Route.ComponentProps) {
  const { town, areaName, locationName, delivery, rentalFrom, vehicles, nearby } = loaderData
  const rentals = rentalPath(town)
  return (
    <main id="main">
      <TownHero
        town={town}
        pageKey={landingPath(town)}
        title={`Golf Carts in ${town.name}, PA`}
        subtitle={`${brandNamesText} electric golf carts for ${placePhrase(town)}: sales, rentals and service from our ${locationName}, about ${town.distanceMiles} miles away.`}
      >
        <Link to="/inventory" className={buttonClass('accent', 'lg')}>
          <Search aria-hidden="true" className="size-5" /> Browse Inventory
        </Link>
        <Link to={rentals} className={buttonClass('ghostLight', 'lg')}>
          <CalendarDays aria-hidden="true" className="size-5" /> Rent a Cart in {town.name}
        </Link>
      </TownHero>

      <TownProfile
        town={town}
        areaName={areaName}
        locationName={locationName}
        delivery={delivery}
      />
      <TownBenefits
        townName={town.name}
        locationName={locationName}
        distanceMiles={town.distanceMiles}
        delivery={delivery}
        rentalFrom={rentalFrom}
      />
      <PopularCarts townName={town.name} vehicles={vehicles} rentalPath={rentals} />
      <TownServices townName={town.name} rentalPath={rentals} />
      <TownDelivery town={town} delivery={delivery} />
      <NearbyTowns townName={town.name} areaName={areaName} towns={nearby} />

      <ContactBand
        id="town-contact"
        title={`Talk to Us About Golf Carts in ${town.name}`}
        text={`Call for prices, availability and a delivery date in ${town.name}, or come and see the carts at one of our showrooms.`}
        showrooms
      />
    </main>
  )
}

// its own boundary, so this route's meta names the page that was not found
export { GeneralErrorBoundary as ErrorBoundary } from '#app/site/components/error-boundary.tsx'
