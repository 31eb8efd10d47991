import { Link } from 'react-router'

import { adminMeta } from '#app/kernel/admin-page.ts'
import { cn } from '#app/kernel/cn.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { shortDayText } from '#app/kernel/dealer-clock.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { fleetCalendar } from '#app/rentals/.server/fleet-calendar.ts'
import { needsAnotherCart } from '#app/rentals/.server/maintenance.ts'
import {
  FleetCalendarDays,
  FleetCalendarGrid,
} from '#app/rentals/components/admin/fleet-calendar.tsx'
import { RentalsNav } from '#app/rentals/components/admin/rentals-nav.tsx'
import {
  calendarDayList,
  calendarDays,
  calendarRows,
  calendarWindow,
} from '#app/rentals/fleet-calendar.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/rentals-calendar'

export const meta = () => adminMeta('Rental calendar')

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const query = new URL(request.url).searchParams
  const now = new Date()
  const today = calendarDay(now, business.timeZone)
  const window = calendarWindow(query, today)
  const closed = query.get('closed') === '1'
  const [shown, flagged] = await Promise.all([
    fleetCalendar(context.db, window, { now, closed }),
    needsAnotherCart(context.db, now),
  ])
  const rows = calendarRows(window, shown.carts, shown.reservations, shown.blocks)
  const days = calendarDays(window, today)
  return {
    role: user.role,
    window,
    closed,
    days,
    rows,
    dayList: calendarDayList(days, rows),
    cartNames: shown.carts.map((cart) => [cart.id, cart.name] as const),
    beingReadied: shown.carts.filter((cart) => cart.beingReadied).map((cart) => cart.name),
    flagged,
  }
}

export default function RentalCalendar({ loaderData }: Route.ComponentProps) {
  const { window, closed, days, rows, dayList, flagged } = loaderData
  const link = (params: { view?: string; from?: string; closed?: boolean }) => {
    const query = new URLSearchParams()
    const view = params.view ?? window.view
    if (view === 'month') query.set('view', 'month')
    if (params.from) query.set('from', params.from)
    if (params.closed ?? closed) query.set('closed', '1')
    const text = query.toString()
    return text ? `?${text}` : '/admin/rentals'
  }
  const navLink =
    'rounded px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50'
  const last = days.at(-1)?.day ?? window.from
  // switching view keeps today in sight when the window shows it
  const anchor = days.find((d) => d.today)?.day ?? window.from
  return (
    <>
      <RentalsNav role={loaderData.role} />
      <h1 className="text-3xl font-bold text-gray-900">Rental calendar</h1>
      <p className="mt-2 text-gray-700">
        {shortDayText(window.from)} to {shortDayText(last)}: each cart&rsquo;s reservations and
        maintenance. A bar says who and the status; open it for the reservation.
      </p>

      {flagged.length > 0 && (
        <section
          aria-labelledby="flagged-heading"
          className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4"
        >
          <h2 id="flagged-heading" className="font-semibold text-red-900">
            Needs another cart ({flagged.length})
          </h2>
          <p className="text-sm text-gray-800">
            Their cart is out for maintenance on one of their days: open each and choose a free
            cart.
          </p>
          <ul className="mt-2 list-disc pl-5">
            {flagged.map((r) => (
              <li key={r.id}>
                <Link to={`/admin/rentals/${r.id}`} className="text-brand-800 underline">
                  {r.renter}, {shortDayText(r.firstDay)} to {shortDayText(r.lastDay)}
                </Link>{' '}
                ({r.blockedFor})
              </li>
            ))}
          </ul>
        </section>
      )}

      {loaderData.beingReadied.length > 0 && (
        <p className="mt-4 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-gray-900">
          <span className="font-semibold">Being readied after a return:</span>{' '}
          {loaderData.beingReadied.join(', ')}. Charge and clean them, then mark them ready on the{' '}
          <Link to="/admin/rentals/day" className="font-semibold text-brand-800 underline">
            day sheet
          </Link>
          .
        </p>
      )}

      <nav
        aria-label="Calendar window"
        className="mt-4 flex flex-wrap items-center gap-2 print:hidden"
      >
        <Link to={link({ from: window.previous })} className={navLink}>
          ← Previous
          <span className="sr-only"> {window.view === 'month' ? 'month' : 'two weeks'}</span>
        </Link>
        <Link to={link({})} className={navLink}>
          Today
        </Link>
        <Link to={link({ from: window.next })} className={navLink}>
          Next<span className="sr-only"> {window.view === 'month' ? 'month' : 'two weeks'}</span> →
        </Link>
        <span className="mx-2 hidden h-6 border-l border-gray-300 sm:block" aria-hidden="true" />
        <Link
          to={link({ view: 'two-weeks', from: anchor })}
          aria-current={window.view === 'two-weeks' ? 'page' : undefined}
          className={cn(
            navLink,
            window.view === 'two-weeks' && 'bg-brand-800 text-white hover:bg-brand-800',
          )}
        >
          Two weeks
        </Link>
        <Link
          to={link({ view: 'month', from: anchor })}
          aria-current={window.view === 'month' ? 'page' : undefined}
          className={cn(
            navLink,
            window.view === 'month' && 'bg-brand-800 text-white hover:bg-brand-800',
          )}
        >
          Month
        </Link>
        <Link to={link({ from: window.from, closed: !closed })} className={navLink}>
          {closed ? 'Hide cancelled, declined and expired' : 'Show cancelled, declined and expired'}
        </Link>
      </nav>

      <div className="mt-4 hidden sm:block print:block">
        <FleetCalendarGrid days={days} rows={rows} />
      </div>
      <div className="mt-4 sm:hidden print:hidden">
        <FleetCalendarDays days={dayList} cartNames={new Map(loaderData.cartNames)} />
      </div>
    </>
  )
}
