import type { CSSProperties } from 'react'
import { Link } from 'react-router'

import { cn } from '#app/kernel/cn.ts'
import { shortDayText, weekdayLong, weekdayShort } from '#app/kernel/dealer-clock.ts'
import { cartInfo, type CartType, cartTypes } from '#app/rentals/content/rentals.ts'
import type {
  CalendarBar,
  CalendarDay,
  CalendarDayList,
  CalendarRow,
} from '#app/rentals/fleet-calendar.ts'
import type { ReservationStatusName } from '#app/rentals/rental-filter.ts'

/** Each status's colours; the bar's words say the status too, so colour is never alone. */
export const statusColours: Record<ReservationStatusName, string> = {
  held: 'border-amber-500 bg-amber-100 text-amber-950',
  confirmed: 'border-emerald-600 bg-emerald-100 text-emerald-950',
  out: 'border-sky-600 bg-sky-100 text-sky-950',
  returned: 'border-gray-400 bg-gray-100 text-gray-900',
  no_show: 'border-rose-500 bg-rose-50 text-rose-950',
  declined: 'border-dashed border-gray-400 bg-white text-gray-800',
  cancelled: 'border-dashed border-gray-400 bg-white text-gray-800',
  expired: 'border-dashed border-gray-400 bg-white text-gray-800',
}

const maintenanceColours =
  'border-gray-600 bg-[repeating-linear-gradient(135deg,#f3f4f6_0_6px,#e5e7eb_6px_12px)] text-gray-950'

const dayNumber = (day: string) => Number(day.slice(8))

const spanText = (bar: { firstDay: string; lastDay: string }) =>
  bar.firstDay === bar.lastDay
    ? shortDayText(bar.firstDay)
    : `${shortDayText(bar.firstDay)} to ${shortDayText(bar.lastDay)}`

/** One bar: a link to its reservation, or a maintenance block with its reason. */
function Bar({ bar, cartName }: { bar: CalendarBar; cartName: string }) {
  const style: CSSProperties = {
    gridColumn: `${bar.column + 1} / span ${bar.span}`,
    gridRow: bar.lane + 1,
  }
  const shape = cn(
    'block min-w-0 truncate border-y border-x-4 px-1.5 py-1 text-xs leading-tight font-semibold',
    bar.before ? 'rounded-l-none border-l-0' : 'rounded-l-md',
    bar.after ? 'rounded-r-none border-r-0' : 'rounded-r-md',
  )
  const extra = `, ${cartName}, ${spanText(bar)}`
  if (bar.kind === 'maintenance') {
    return (
      <span style={style} className={cn(shape, maintenanceColours)} title={bar.label + extra}>
        {bar.label}
        <span className="sr-only">{extra}</span>
      </span>
    )
  }
  const { reservation } = bar
  return (
    <Link
      to={`/admin/rentals/${reservation.id}`}
      style={style}
      title={bar.label + extra}
      className={cn(
        shape,
        statusColours[reservation.status],
        reservation.needsAnotherCart && 'outline-2 outline-offset-[-2px] outline-red-700',
        'hover:underline focus-visible:outline-3 focus-visible:outline-brand-800',
      )}
    >
      {reservation.needsAnotherCart && <span aria-hidden="true">⚠ </span>}
      {bar.label}
      <span className="sr-only">{extra}</span>
    </Link>
  )
}

const columnsOf = (days: number) => ({
  gridTemplateColumns: `repeat(${days}, minmax(var(--day-width), 1fr))`,
})

/**
 * The grid: one row per cart, grouped by type, one column per day; today's
 * column is shaded and marked. Wide screens and print only.
 */
export function FleetCalendarGrid({ days, rows }: { days: CalendarDay[]; rows: CalendarRow[] }) {
  const todayColumn = days.findIndex((d) => d.today)
  const shading = (
    <div
      className="pointer-events-none absolute inset-0 grid"
      style={columnsOf(days.length)}
      aria-hidden="true"
    >
      {days.map((d) => (
        <div
          key={d.day}
          className={cn(
            'border-l border-gray-200',
            d.weekend && 'bg-gray-100/70',
            d.today && 'border-x-2 border-x-red-600 bg-red-50',
          )}
        />
      ))}
    </div>
  )
  const types = cartTypes.filter((type) => rows.some((row) => row.cart.cartType === type))
  return (
    <div
      className={cn(
        'fleet-calendar overflow-x-auto rounded-lg border border-gray-200 bg-white',
        days.length > 14 ? '[--day-width:2.75rem]' : '[--day-width:3.75rem]',
      )}
    >
      <div className="grid min-w-max grid-cols-[9rem_1fr] text-sm">
        <div className="sticky left-0 z-10 border-b border-gray-300 bg-white p-2 font-semibold">
          Cart
        </div>
        <div className="grid border-b border-gray-300" style={columnsOf(days.length)}>
          {days.map((d) => (
            <div
              key={d.day}
              className={cn(
                'border-l border-gray-200 px-1 py-1 text-center',
                d.weekend && 'bg-gray-100',
                d.today && 'bg-red-600 font-bold text-white',
              )}
            >
              <span className="block text-xs">{weekdayShort(d.day)}</span>
              <span className="block font-semibold">{dayNumber(d.day)}</span>
              {d.today && <span className="block text-xs">Today</span>}
            </div>
          ))}
        </div>
        {types.map((type: CartType) => (
          <TypeRows
            key={type}
            title={cartInfo[type].title}
            rows={rows.filter((row) => row.cart.cartType === type)}
            days={days}
            shading={shading}
          />
        ))}
      </div>
      {todayColumn === -1 && <p className="sr-only">Today is not in this window.</p>}
    </div>
  )
}

function TypeRows({
  title,
  rows,
  days,
  shading,
}: {
  title: string
  rows: CalendarRow[]
  days: CalendarDay[]
  shading: React.ReactNode
}) {
  return (
    <>
      <div className="col-span-2 border-b border-gray-300 bg-brand-50 px-2 py-1 font-semibold text-brand-900">
        {title}
      </div>
      {rows.map((row) => (
        <div key={row.cart.id} className="contents">
          <div className="sticky left-0 z-10 border-b border-gray-200 bg-white p-2 font-medium">
            {row.cart.name}
            {row.cart.beingReadied && (
              <span className="mt-0.5 block w-fit rounded bg-amber-100 px-1 text-xs font-semibold text-amber-950 ring-1 ring-amber-600">
                Being readied
              </span>
            )}
          </div>
          <div className="relative border-b border-gray-200 py-1">
            {shading}
            <div
              className="relative grid gap-y-1"
              style={{
                ...columnsOf(days.length),
                gridTemplateRows: `repeat(${row.lanes}, 1.75rem)`,
              }}
            >
              {row.bars.map((bar) => (
                <Bar
                  key={`${bar.kind}-${bar.kind === 'reservation' ? bar.reservation.id : bar.block.id}`}
                  bar={bar}
                  cartName={row.cart.name}
                />
              ))}
            </div>
          </div>
        </div>
      ))}
    </>
  )
}

/** One day's group of the narrow list: its bars as links or lines. */
function DayGroup({ title, bars }: { title: string; bars: CalendarBar[] }) {
  if (bars.length === 0) return null
  return (
    <>
      <dt className="mt-2 text-sm font-semibold text-gray-700">{title}</dt>
      {bars.map((bar) =>
        bar.kind === 'reservation' ? (
          <dd key={bar.reservation.id}>
            <Link
              to={`/admin/rentals/${bar.reservation.id}`}
              className={cn(
                'mt-1 block rounded-md border-l-4 px-2 py-1.5 text-sm',
                statusColours[bar.reservation.status],
              )}
            >
              {bar.label}
            </Link>
          </dd>
        ) : (
          <dd
            key={bar.block.id}
            className={cn('mt-1 rounded-md border-l-4 px-2 py-1.5 text-sm', maintenanceColours)}
          >
            {bar.label}
          </dd>
        ),
      )}
    </>
  )
}

/** The narrow screens' calendar: each day with the carts going out, out, coming back and in the shop. */
export function FleetCalendarDays({
  days,
  cartNames,
}: {
  days: CalendarDayList[]
  cartNames: Map<string, string>
}) {
  const named = (bars: CalendarBar[]) =>
    bars.map((bar) => ({
      ...bar,
      label: `${cartNames.get(bar.kind === 'reservation' ? bar.reservation.cartId : bar.block.cartId) ?? ''}: ${bar.label}`,
    }))
  return (
    <ol className="space-y-3">
      {days.map((day) => {
        const quiet =
          day.starting.length + day.out.length + day.ending.length + day.maintenance.length === 0
        return (
          <li
            key={day.day}
            className={cn('rounded-lg bg-white p-3', day.today && 'border-2 border-red-600')}
          >
            <h3 className="font-semibold text-gray-900">
              {weekdayLong(day.day)}, {shortDayText(day.day).slice(5)}
              {day.today && (
                <span className="ml-2 rounded bg-red-600 px-1.5 text-sm text-white">Today</span>
              )}
            </h3>
            {quiet ? (
              <p className="text-sm text-gray-700">Every cart is in.</p>
            ) : (
              <dl>
                <DayGroup title="Starting" bars={named(day.starting)} />
                <DayGroup title="Out" bars={named(day.out)} />
                <DayGroup title="Ending" bars={named(day.ending)} />
                <DayGroup title="Maintenance" bars={named(day.maintenance)} />
              </dl>
            )}
          </li>
        )
      })}
    </ol>
  )
}
