import { Armchair, CalendarCheck, ExternalLink, MessageSquare, Percent, Tag } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '#app/kernel/cn.ts'
import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { askAboutCartLabel, askAboutCartPath } from '#app/sales/ask-about-cart.ts'
import { promotionTagLabels, taggedInventoryPath } from '#app/sales/promotion-tags.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { brandLabel } from '#app/sales/vehicle-display.ts'

import { PromotionBadges } from './promotion-badges.tsx'
import { VehiclePrice } from './vehicle-price.tsx'

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-4">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 sm:flex">
        {icon}
      </span>
      <div>
        <p className="text-xs font-semibold tracking-wider text-gray-700 uppercase">{label}</p>
        <p className="text-lg font-bold text-gray-900">{value}</p>
      </div>
    </div>
  )
}

const newTab = <span className="sr-only">(opens in a new tab)</span>

/**
 * Name, description, price, the Seats and Brand tiles and the calls to
 * action; with the "financing" tag, the owners' words of its offer.
 */
export function VehicleSummary({
  vehicle,
  financingTerms,
  town,
}: {
  vehicle: Vehicle
  financingTerms?: string
  /** the town the buyer priced the cart to, carried into their question */
  town?: string
}) {
  const seats = vehicle.specifications.seatingCapacity
  return (
    <div>
      <p className="text-sm font-semibold tracking-wider text-(--vehicle-accent) uppercase">
        {vehicle.isNew ? 'New' : 'Pre-owned'} · {vehicle.brand} {vehicle.category} Series
        {vehicle.year ? ` · ${vehicle.year}` : ''}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">
        {vehicle.name}
      </h1>
      <p className="mt-4 text-lg leading-8 text-gray-700">{vehicle.description}</p>
      <PromotionBadges tags={vehicle.tags} className="mt-4" />
      {financingTerms && (
        <p className="mt-2 text-sm text-gray-800">
          <strong>{promotionTagLabels.financing}:</strong> {financingTerms}
        </p>
      )}
      <VehiclePrice vehicle={vehicle} className="mt-6 text-4xl" />
      <p className="mt-1 text-sm text-gray-700">
        {vehicle.priceOnRequest
          ? `Priced on request (manufacturer's suggested price ${formatPrice(vehicle.price)}): call for our price and arrival date.`
          : 'Our dealer price, for information: call us to confirm and to arrange a purchase.'}
      </p>

      <div className="mt-6 grid grid-cols-2 gap-4">
        <Tile
          icon={<Armchair aria-hidden="true" className="size-5" />}
          label="Seats"
          value={seats ?? 'Ask us'}
        />
        <Tile
          icon={<Tag aria-hidden="true" className="size-5" />}
          label="Brand"
          value={brandLabel(vehicle.brand)}
        />
      </div>

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <a href={`tel:${phones.sales.tel}`} className={cn(buttonClass('primary', 'lg'), 'w-full')}>
          <CalendarCheck aria-hidden="true" className="size-5" /> Schedule Test Drive
          <span className="sr-only">: call {phones.sales.display}</span>
        </a>
        {vehicle.status !== 'sold' && (
          <a href="#price-form" className={cn(buttonClass('accent', 'lg'), 'w-full')}>
            <Percent aria-hidden="true" className="size-5" /> Price &amp; Payment
          </a>
        )}
        <a
          href={askAboutCartPath(vehicle.id, town)}
          className={cn(buttonClass('outline', 'lg'), 'w-full sm:col-span-2')}
        >
          <MessageSquare aria-hidden="true" className="size-5" />{' '}
          {askAboutCartLabel(vehicle.status)}
        </a>
        {vehicle.externalUrl && (
          <a
            href={vehicle.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonClass('outline', 'lg'), 'w-full sm:col-span-2')}
          >
            <ExternalLink aria-hidden="true" className="size-5" /> View Vehicle Details {newTab}
          </a>
        )}
      </div>
      <p className="mt-3 text-sm text-gray-700">
        Test drives at our showrooms by appointment: call {phones.sales.display}. See{' '}
        <a href={taggedInventoryPath('financing')} className="underline underline-offset-4">
          the carts with a financing offer
        </a>
        .
      </p>
    </div>
  )
}
