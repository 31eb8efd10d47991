import { shortDayText } from '#app/kernel/dealer-clock.ts'

import { driverDayPath } from '../../delivery-paths.ts'

type PrintedStop = {
  id: string
  windowLabel: string
  kindLabel: string
  statusLabel: string
  customer_name: string
  address: string
  town: string
  phone: string
  items: string
  accessText: string
}

/**
 * The day on paper for the crews: per truck, its stops in window order with
 * the address, phone, what to bring or collect, the access notes and a line
 * for the customer's signature; no forms or buttons.
 */
export function PrintedDay({
  day,
  trucks,
}: {
  day: string
  trucks: readonly { id: string; name: string; showroom: string; stops: readonly PrintedStop[] }[]
}) {
  return (
    <div className="text-black">
      <p className="mb-2 print:hidden">
        <a
          href={`${driverDayPath}?day=${day}`}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          Back to the driver’s day
        </a>{' '}
        · Use your browser’s Print to print this page.
      </p>
      <h1 className="text-2xl font-bold">Deliveries, {shortDayText(day)}</h1>
      {trucks.length === 0 && <p className="mt-4">No deliveries, pickups or returns this day.</p>}
      {trucks.map((truck) => (
        <section
          key={truck.id}
          aria-labelledby={`printed-${truck.id}`}
          className="mt-6 break-before-page first-of-type:break-before-auto"
        >
          <h2 id={`printed-${truck.id}`} className="text-xl font-bold">
            {truck.name}, {truck.showroom}
          </h2>
          <ol className="mt-2 grid gap-4">
            {truck.stops.map((stop, i) => (
              <li key={stop.id} className="break-inside-avoid border-t border-black pt-2">
                <p className="font-bold">
                  {i + 1}. {stop.windowLabel} · {stop.kindLabel} ({stop.statusLabel})
                </p>
                <p>
                  {stop.customer_name} · {stop.phone}
                </p>
                <p>
                  {stop.address}, {stop.town}
                </p>
                <p>{stop.items}</p>
                <p>Access: {stop.accessText}</p>
                <p className="mt-6">
                  Signature: <span className="inline-block w-64 border-b border-black" /> Name:{' '}
                  <span className="inline-block w-48 border-b border-black" />
                </p>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
