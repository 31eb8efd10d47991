import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { askAboutCartLabel, askAboutCartPath } from '#app/sales/ask-about-cart.ts'
import { VehicleCard } from '#app/sales/components/inventory/vehicle-card.tsx'
import type { Vehicle } from '#app/sales/vehicle.ts'

type SoldNoticeProps = { vehicle: Vehicle; similar: Vehicle[] }

/**
 * A sold cart keeps its page: shared links and search results land here and
 * find the news and carts like it, never a dead end.
 */
export function SoldNotice({ vehicle, similar }: SoldNoticeProps) {
  return (
    <section
      aria-labelledby="sold-heading"
      className="mb-10 rounded-xl border border-red-200 bg-red-50 p-6"
    >
      <h2 id="sold-heading" className="text-2xl font-bold text-red-900">
        Sold: this {vehicle.name} has found its owner
      </h2>
      <p className="mt-2 text-gray-800">
        It is no longer for sale. Here are similar carts on our lot, or call{' '}
        <a href={`tel:${phones.sales.tel}`} className="font-semibold underline">
          {phones.sales.display}
        </a>{' '}
        and we will find you one like it.
      </p>
      {similar.length > 0 && (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {similar.map((cart) => (
            <VehicleCard key={cart.id} vehicle={cart} href={`/vehicle/${cart.id}`} />
          ))}
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={askAboutCartPath(vehicle.id)} className={buttonClass('primary')}>
          {askAboutCartLabel(vehicle.status)}
        </a>
        <Link to="/inventory" className={buttonClass('outline')}>
          See all carts for sale
        </Link>
      </div>
    </section>
  )
}
