import { ArrowLeft } from 'lucide-react'
import { data, Link } from 'react-router'

import { business } from '#app/kernel/dealer/business.ts'
import { Island } from '#app/kernel/islands/island.tsx'
import { islandPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, notFoundSeo, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { breadcrumbJsonLd } from '#app/kernel/structured-data.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { buyerPrice } from '#app/sales/.server/buyer-price/buyer-price.ts'
import { readFinancingTagTerms } from '#app/sales/.server/buyer-price/price-settings.ts'
import { holdOffer } from '#app/sales/.server/cart-holds/start-hold.ts'
import { withPublicPhotos } from '#app/sales/.server/inventory/public-photos.ts'
import { findVehicle, similarVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import { CartAlert } from '#app/sales/components/alerts/cart-alert.tsx'
import { BuyerPriceBox } from '#app/sales/components/vehicle/buyer-price-box.tsx'
import { HoldCartOffer } from '#app/sales/components/vehicle/hold-cart-offer.tsx'
import { SoldNotice } from '#app/sales/components/vehicle/sold-notice.tsx'
import { VehicleDetails } from '#app/sales/components/vehicle/vehicle-details.tsx'
import { VehicleGallery } from '#app/sales/components/vehicle/vehicle-gallery.tsx'
import { VehicleInterestCard } from '#app/sales/components/vehicle/vehicle-interest-card.tsx'
import { VehicleNotFound } from '#app/sales/components/vehicle/vehicle-not-found.tsx'
import { VehicleSummary } from '#app/sales/components/vehicle/vehicle-summary.tsx'
import { tradeInPath } from '#app/sales/trade-in-paths.ts'
import {
  priceText,
  productJsonLd,
  productMetaTags,
  vehicleBackgroundStyle,
  vehiclePath,
} from '#app/sales/vehicle-display.ts'
import { GeneralErrorBoundary } from '#app/site/components/error-boundary.tsx'

import type { Route } from './+types/vehicle'

/** Sent without React Router: only the payment estimate runs in the browser, without React. */
export const handle = islandPage('payment-estimate')

/** Serves /vehicle/{id} and /vehicles/{id}; a brand-less model slug finds its cart too. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const vehicle = await findVehicle(context.db, params.id)
  if (!vehicle) throw data('Vehicle Not Found', { status: 404 })
  const similar = vehicle.status === 'sold' ? await similarVehicles(context.db, vehicle) : []
  const { vehicles, pictures } = await withPublicPhotos(
    context.db,
    [vehicle],
    // the gallery's width: the column beside the details from 1024 px (max-w-7xl, px-4, gap-10), else the page less its padding
    '(min-width: 1280px) 604px, (min-width: 1024px) calc(50vw - 2.25rem), calc(100vw - 2rem)',
  )
  // with online payment on and a deposit set, an available cart can be held
  const offer = await holdOffer(context.db, onlinePayments(context.settings), vehicle)
  const price = await buyerPrice(context.db, vehicle, new URL(request.url).searchParams)
  const financingTerms = vehicle.tags?.includes('financing')
    ? await readFinancingTagTerms(context.db)
    : undefined
  // a town, term or down payment the buyer got wrong: the page with its messages, as a 400
  // (a sold cart shows no price box, so nothing there is wrong)
  const refused = vehicle.status !== 'sold' && Object.keys(price.errors).length > 0
  const status = refused ? 400 : 200
  return data(
    {
      vehicle: vehicles[0] ?? vehicle,
      similar,
      pictures: pictures[vehicle.id] ?? [],
      hold: offer.open ? { depositCents: offer.depositCents, days: offer.days } : undefined,
      price,
      financingTerms,
    },
    { status },
  )
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const siteUrl = siteUrlFrom(matches)
  if (!loaderData) {
    return notFoundSeo({
      dealerHours: hoursFrom(matches).showroom,
      siteUrl,
      title: 'Vehicle Not Found',
      description:
        'The vehicle you are looking for does not exist or has been removed. Browse our current inventory.',
      path: location.pathname,
    })
  }
  const { vehicle } = loaderData
  const path = vehiclePath(vehicle)
  const image = vehicle.images[0]
  return seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl,
    title: `${vehicle.name} - ${priceText(vehicle)}`,
    description: `${vehicle.isNew ? 'New' : 'Pre-owned'} ${vehicle.name}, ${priceText(vehicle)} at ${business.name}. ${vehicle.description}`,
    path,
    // link previews do not show SVG artwork: keep the default share image until a photo is set
    image: image && !image.endsWith('.svg') ? image : undefined,
    type: 'product',
    keywords: [
      vehicle.name,
      `${vehicle.brand} golf cart`,
      `${vehicle.brand} ${vehicle.category}`,
      `${vehicle.isNew ? 'new' : 'used'} golf cart for sale`,
      'electric golf cart Pennsylvania',
    ],
    extra: productMetaTags(vehicle),
    jsonLd: [
      productJsonLd(vehicle, siteUrl),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Inventory', path: '/inventory' },
        { name: vehicle.name, path },
      ]),
    ],
  })
}

export default function VehiclePage({ loaderData }: Route.ComponentProps) {
  const { vehicle, similar, pictures, hold, price, financingTerms } = loaderData
  return (
    <main id="main" data-page-type="vehicle" style={vehicleBackgroundStyle(vehicle.id)}>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        <Link
          to="/inventory"
          className="inline-flex items-center gap-2 rounded font-semibold text-brand-800 hover:text-brand-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Inventory
        </Link>
        {vehicle.status === 'sold' && (
          <div className="mt-6">
            <SoldNotice vehicle={vehicle} similar={similar} />
          </div>
        )}
        <div className="mt-6 grid items-start gap-10 lg:grid-cols-2">
          <VehicleGallery key={vehicle.id} vehicle={vehicle} pictures={pictures} />
          <VehicleSummary
            vehicle={vehicle}
            financingTerms={financingTerms}
            town={price.town?.slug}
          />
        </div>
        {vehicle.status !== 'sold' && (
          <div className="mt-10">
            <Island
              name="payment-estimate"
              component={BuyerPriceBox}
              props={{
                price,
                action: vehiclePath(vehicle),
                tradeInPath: tradeInPath(vehicle.id, price.town?.slug),
              }}
              browserProps={{
                totalCents:
                  price.estimate && price.outTheDoor?.kind === 'total'
                    ? price.outTheDoor.totalCents
                    : undefined,
                town: price.town?.slug,
                terms: price.terms,
              }}
            />
          </div>
        )}
        {hold && (
          <div className="mt-10">
            <HoldCartOffer vehicle={vehicle} offer={hold} />
          </div>
        )}
        <div className="mt-12">
          <VehicleDetails vehicle={vehicle} />
        </div>
        <div className="mt-12">
          <VehicleInterestCard vehicle={vehicle} town={price.town?.slug} />
        </div>
        <div className="mt-8">
          <CartAlert vehicle={vehicle} />
        </div>
      </div>
    </main>
  )
}

/** The general boundary, with the detail page's own not-found screen (and meta). */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <VehicleNotFound /> }} />
}
