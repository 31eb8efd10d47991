import { ArrowLeft, Phone } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { phones } from '#app/kernel/dealer/business.ts'

/** The detail page's error screen: the cart is unknown or was sold and removed. */
export function VehicleNotFound() {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">Vehicle Not Found</h1>
      <p className="mt-4 text-lg text-gray-700">
        The vehicle you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <p className="mt-2 text-gray-700">
        It may have just been sold. Browse what is on the lot now, or call us and we will find a
        similar cart.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/inventory" className={buttonClass('primary', 'lg')}>
          <ArrowLeft aria-hidden="true" className="size-5" /> Back to Inventory
        </Link>
        <a href={`tel:${phones.sales.tel}`} className={buttonClass('outline', 'lg')}>
          <Phone aria-hidden="true" className="size-5" /> {phones.sales.display}
        </a>
      </div>
    </main>
  )
}
