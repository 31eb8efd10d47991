import { type CartType, cartTypes } from '#app/rentals/content/rentals.ts'

import { type DeskFeeKind, deskFeeKinds, type FinalStatement } from './rental-fees.ts'

/*
 * The rental fleet's numbers per cart type and month (record 043), as pure
 * arithmetic over the rows a few queries return. Days are calendar days on
 * the dealer's clock, counted as whole days (never as 24 hours), so a change
 * of clocks never adds or loses one. Money is whole dollars, summed as integers. Instants are
 * read as days by a `dayOf` of the dealer's zone (`calendarDayReader`).
 */

/** The calendar day an instant falls on, on the dealer's clock. */
export type DayOf = (at: Date) => string

/** "2026-06": a month on the dealer's calendar. */
export type MonthKey = string

/** The last `count` months up to today's, oldest first. */
export function lastMonths(today: string, count: number): MonthKey[] {
  const months: MonthKey[] = []
  let year = Number(today.slice(0, 4))
  let month = Number(today.slice(5, 7))
  for (let i = 0; i < count; i++) {
    months.unshift(`${year}-${String(month).padStart(2, '0')}`)
    month -= 1
    if (month === 0) {
      month = 12
      year -= 1
    }
  }
  return months
}

/** A cart of the fleet, with the days it was there to rent. */
export type FleetCart = {
  id: string
  cartType: CartType
  /** the day it joined the fleet */
  firstDay: string
  /** the day it was retired; null while in service */
  retiredDay: string | null
}

/** Days a cart was out with a renter, both inclusive, on the dealer's calendar. */
export type OutSpan = { cartId: string; firstDay: string; lastDay: string }

/** A block of maintenance days, both inclusive. */
export type BlockedSpan = { cartId: string; firstDay: string; lastDay: string }

/**
 * The days a rental had its cart, by its handovers: from the day it was
 * checked out to the day it was checked in, both counted; a cart still out
 * (overdue or not) counts up to today and no further.
 */
export function outSpan(
  row: {
    cartId: string
    status: 'out' | 'returned'
    checkedOutAt: string
    returnedAt: string | null
  },
  today: string,
  dayOf: DayOf,
): OutSpan {
  const firstDay = dayOf(new Date(row.checkedOutAt))
  const lastDay =
    row.status === 'returned' && row.returnedAt ? dayOf(new Date(row.returnedAt)) : today
  return { cartId: row.cartId, firstDay, lastDay: lastDay < firstDay ? firstDay : lastDay }
}

export type UtilisationCell = {
  month: MonthKey
  cartType: CartType
  /** cart-days with a renter */
  out: number
  /** cart-days the carts could be rented: in the fleet, not blocked for maintenance (a day out counts even when blocked) */
  available: number
}

/** Cells by month, then in the fleet's order of types, whatever order the rows came in. */
const inOrder = <T extends { month: MonthKey; cartType: CartType }>(cells: Iterable<T>): T[] =>
  [...cells].sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      cartTypes.indexOf(a.cartType) - cartTypes.indexOf(b.cartType),
  )

const dayMs = 86_400_000
/** A calendar day as a whole number (days since 1970), to count without building strings. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs

/** Marks a span's days clipped to the counted range, as offsets from its first day. */
function mark(days: Uint8Array, span: { firstDay: string; lastDay: string }, from: number) {
  const last = Math.min(dayNumber(span.lastDay) - from, days.length - 1)
  for (let day = Math.max(dayNumber(span.firstDay) - from, 0); day <= last; day++) days[day] = 1
}

/** Spans by their cart, so each cart reads only its own. */
function byCart<T extends { cartId: string }>(spans: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>()
  for (const span of spans) {
    const own = grouped.get(span.cartId)
    if (own) own.push(span)
    else grouped.set(span.cartId, [span])
  }
  return grouped
}

/**
 * Cart-days out and available per type and month, from the first month's
 * first day to today. Each cart-day is counted once: out when a rental had
 * the cart that day (two rentals handing over on one day still make one
 * day), else available unless a maintenance block covers it; days before a
 * cart joined or after it was retired are not counted at all.
 */
export function utilisation(input: {
  months: MonthKey[]
  today: string
  carts: FleetCart[]
  out: OutSpan[]
  blocked: BlockedSpan[]
}): UtilisationCell[] {
  const from = dayNumber(`${input.months[0] ?? input.today.slice(0, 7)}-01`)
  const length = Math.max(0, dayNumber(input.today) - from + 1)
  // each counted day's month, worked out once rather than per cart-day
  const monthOf = Array.from({ length }, (_, day) =>
    new Date((from + day) * dayMs).toISOString().slice(0, 7),
  )
  const outByCart = byCart(input.out)
  const blockedByCart = byCart(input.blocked)
  const cells = new Map<string, UtilisationCell>()
  const cell = (month: MonthKey, cartType: CartType) => {
    const key = `${month}|${cartType}`
    let found = cells.get(key)
    if (!found) {
      found = { month, cartType, out: 0, available: 0 }
      cells.set(key, found)
    }
    return found
  }
  for (const cart of input.carts) {
    const outDays = new Uint8Array(length)
    for (const span of outByCart.get(cart.id) ?? []) mark(outDays, span, from)
    const blockedDays = new Uint8Array(length)
    for (const span of blockedByCart.get(cart.id) ?? []) mark(blockedDays, span, from)
    const inFleet = new Uint8Array(length)
    mark(inFleet, { firstDay: cart.firstDay, lastDay: cart.retiredDay ?? input.today }, from)
    for (let day = 0; day < length; day++) {
      if (!inFleet[day]) continue
      const counted = cell(monthOf[day] ?? '', cart.cartType)
      if (outDays[day]) {
        counted.out += 1
        counted.available += 1
      } else if (!blockedDays[day]) {
        counted.available += 1
      }
    }
  }
  return inOrder(cells.values())
}

/** What came in per type and month: whole dollars, from the kept statements. */
export type RevenueCell = {
  month: MonthKey
  cartType: CartType
  rentals: number
  /** the quote's rent lines */
  rent: number
  /** the quote's other lines: delivery, same-day rush, additional drivers */
  extras: number
  late: number
  fees: Record<DeskFeeKind, number>
  /** everything but the deposit, which is not revenue */
  total: number
}

const noFees = (): Record<DeskFeeKind, number> =>
  Object.fromEntries(deskFeeKinds.map((kind) => [kind, 0])) as Record<DeskFeeKind, number>

/**
 * Rent and fees per type and by the month each rental came back, read from
 * the statements stored at check-in (never recomputed from today's rates).
 * The deposit is held and given back or applied to these charges, so it is
 * never added again.
 */
export function revenue(
  returned: Array<{ cartType: CartType; returnedAt: string; statement: FinalStatement }>,
  months: MonthKey[],
  dayOf: DayOf,
): RevenueCell[] {
  const cells = new Map<string, RevenueCell>()
  for (const row of returned) {
    const month = dayOf(new Date(row.returnedAt)).slice(0, 7)
    if (!months.includes(month)) continue
    const key = `${month}|${row.cartType}`
    let cell = cells.get(key)
    if (!cell) {
      cell = {
        month,
        cartType: row.cartType,
        rentals: 0,
        rent: 0,
        extras: 0,
        late: 0,
        fees: noFees(),
        total: 0,
      }
      cells.set(key, cell)
    }
    const { quoted, late, fees } = row.statement
    cell.rentals += 1
    for (const line of quoted) {
      if (line.key === 'rent') cell.rent += line.amount
      else cell.extras += line.amount
    }
    cell.late += late.amount
    for (const fee of fees) cell.fees[fee.kind] += fee.amount
    cell.total += quoted.reduce((sum, line) => sum + line.amount, 0) + row.statement.charges
  }
  return inOrder(cells.values())
}
