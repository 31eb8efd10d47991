import { addDays } from '#app/kernel/zoned-time.ts'
import type { CartType } from '#app/rentals/content/rentals.ts'

import { reservationStatusLabels, type ReservationStatusName } from './rental-filter'

/*
 * The fleet calendar's layout, worked out on the server from the window's
 * rows: carts as rows grouped by type, days as columns, each reservation or
 * maintenance block a bar over its days, clipped to the window and put in
 * the first lane of its cart where it overlaps no other bar.
 */

export type CalendarView = 'two-weeks' | 'month'

/** The window the URL asks for: `?view=month&from=2026-12-01`; anything unknown is today's two weeks. */
export type CalendarWindow = {
  view: CalendarView
  from: string
  /** how many days it shows */
  days: number
  previous: string
  next: string
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) =>
  dayPattern.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

const monthStart = (day: string) => `${day.slice(0, 7)}-01`
const monthLength = (first: string) => {
  const [year = 0, month = 1] = first.split('-').map(Number)
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function calendarWindow(query: URLSearchParams, today: string): CalendarWindow {
  const view: CalendarView = query.get('view') === 'month' ? 'month' : 'two-weeks'
  const asked = query.get('from') ?? ''
  const start = isDay(asked) ? asked : today
  if (view === 'month') {
    const from = monthStart(start)
    const days = monthLength(from)
    return {
      view,
      from,
      days,
      previous: monthStart(addDays(from, -1)),
      next: addDays(from, days),
    }
  }
  return { view, from: start, days: 14, previous: addDays(start, -14), next: addDays(start, 14) }
}

/** A reservation as the calendar needs it, its days on the dealer's calendar. */
export type CalendarReservation = {
  id: string
  cartId: string
  renter: string
  status: ReservationStatusName
  firstDay: string
  lastDay: string
  /** its cart is blocked on one of its days */
  needsAnotherCart: boolean
}

export type CalendarBlock = {
  id: string
  cartId: string
  firstDay: string
  lastDay: string
  reason: string
}

export type CalendarCart = {
  id: string
  name: string
  cartType: CartType
  /** back from a rental and not yet marked ready (charged and cleaned) */
  beingReadied: boolean
}

type BarBase = {
  /** the first column (0-based) and how many it spans, within the window */
  column: number
  span: number
  lane: number
  /** the bar goes on before or after the window */
  before: boolean
  after: boolean
  firstDay: string
  lastDay: string
}

export type CalendarBar =
  | (BarBase & { kind: 'reservation'; reservation: CalendarReservation; label: string })
  | (BarBase & { kind: 'maintenance'; block: CalendarBlock; label: string })

export type CalendarRow = { cart: CalendarCart; bars: CalendarBar[]; lanes: number }

export type CalendarDay = { day: string; today: boolean; weekend: boolean }

/** The words of a reservation's bar: the renter and the status (and the flag), never colour alone. */
export function reservationLabel(reservation: CalendarReservation): string {
  const status = reservationStatusLabels[reservation.status]
  return reservation.needsAnotherCart
    ? `${reservation.renter} · ${status} · needs another cart`
    : `${reservation.renter} · ${status}`
}

/** Where a span of days falls in the window, or null when it misses it. */
export function placeDays(
  days: { firstDay: string; lastDay: string },
  window: { from: string; days: number },
): Pick<BarBase, 'column' | 'span' | 'before' | 'after'> | null {
  const last = addDays(window.from, window.days - 1)
  if (days.lastDay < window.from || days.firstDay > last) return null
  const first = days.firstDay < window.from ? window.from : days.firstDay
  const end = days.lastDay > last ? last : days.lastDay
  return {
    column: dayIndex(window.from, first),
    span: dayIndex(first, end) + 1,
    before: days.firstDay < window.from,
    after: days.lastDay > last,
  }
}

const dayIndex = (from: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** The window's days, today and the weekends marked. */
export function calendarDays(window: { from: string; days: number }, today: string): CalendarDay[] {
  return Array.from({ length: window.days }, (_, i) => {
    const day = addDays(window.from, i)
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    return { day, today: day === today, weekend: weekday === 0 || weekday === 6 }
  })
}

/** Every cart's row with its bars in lanes, the carts in the order given. */
export function calendarRows(
  window: { from: string; days: number },
  carts: CalendarCart[],
  reservations: CalendarReservation[],
  blocks: CalendarBlock[],
): CalendarRow[] {
  return carts.map((cart) => {
    const bars: CalendarBar[] = []
    for (const block of blocks) {
      const place = block.cartId === cart.id && placeDays(block, window)
      if (place) {
        bars.push({
          kind: 'maintenance',
          block,
          label: `Maintenance: ${block.reason}`,
          firstDay: block.firstDay,
          lastDay: block.lastDay,
          lane: 0,
          ...place,
        })
      }
    }
    for (const reservation of reservations) {
      const place = reservation.cartId === cart.id && placeDays(reservation, window)
      if (place) {
        bars.push({
          kind: 'reservation',
          reservation,
          label: reservationLabel(reservation),
          firstDay: reservation.firstDay,
          lastDay: reservation.lastDay,
          lane: 0,
          ...place,
        })
      }
    }
    bars.sort((a, b) => a.column - b.column || b.span - a.span)
    // each bar takes the first lane whose last bar ends before it starts
    const laneEnds: number[] = []
    const placed = bars.map((bar) => {
      let lane = laneEnds.findIndex((end) => end < bar.column)
      if (lane === -1) lane = laneEnds.length
      laneEnds[lane] = bar.column + bar.span - 1
      return { ...bar, lane }
    })
    return { cart, bars: placed, lanes: Math.max(1, laneEnds.length) }
  })
}

/** What a narrow screen lists for one day: the carts going out, out, coming back, and in the shop. */
export type CalendarDayList = CalendarDay & {
  starting: CalendarBar[]
  out: CalendarBar[]
  ending: CalendarBar[]
  maintenance: CalendarBar[]
}

export function calendarDayList(days: CalendarDay[], rows: CalendarRow[]): CalendarDayList[] {
  const bars = rows.flatMap((row) => row.bars)
  return days.map((day) => {
    const on = bars.filter((bar) => bar.firstDay <= day.day && day.day <= bar.lastDay)
    const rentals = on.filter((bar) => bar.kind === 'reservation')
    return {
      ...day,
      starting: rentals.filter((bar) => bar.firstDay === day.day),
      out: rentals.filter((bar) => bar.firstDay < day.day && day.day < bar.lastDay),
      ending: rentals.filter((bar) => bar.lastDay === day.day && bar.firstDay !== day.day),
      maintenance: on.filter((bar) => bar.kind === 'maintenance'),
    }
  })
}
