import { business } from '#app/kernel/dealer/business.ts'
import { clockMonthDay } from '#app/kernel/dealer-clock.ts'
import { addDays, isoInTimeZone, startOfDayInZone } from '#app/kernel/zoned-time.ts'

/*
 * A cart's sale: a sale price from a start to an optional end (UTC ISO
 * instants). The regular price stays the cart's `price`; while the sale runs
 * the sale price is today's price, shown first with the regular one struck
 * through. A price change outside a sale is a correction and shows nothing
 * struck through.
 */

export type Sale = {
  /** whole dollars, below the regular price */
  price: number
  startsAt: string
  /** null: until the dealer ends it */
  endsAt: string | null
}

/**
 * A row of price history: price (set on a new cart, or before corrections
 * were told apart), correction, sale (its price, start and end) or
 * sale-ended (ended early by staff, at the regular price).
 */
export type PriceChangeKind = 'price' | 'correction' | 'sale' | 'sale-ended'

/** Google's rule for a struck-through price: the discount is above 5% and below 90%. */
export const discountLimits = { minPercent: 5, maxPercent: 90 } as const

/** Whether the sale runs at `now`: from its start (included) to its end (excluded). */
export function saleRunning(sale: Sale | null | undefined, now: Date): sale is Sale {
  if (!sale) return false
  const at = now.getTime()
  return Date.parse(sale.startsAt) <= at && (sale.endsAt === null || at < Date.parse(sale.endsAt))
}

/** Why a sale price cannot be shown struck through against `price`, or undefined when it can. */
export function discountProblem(price: number, salePrice: number): string | undefined {
  if (salePrice >= price) return 'The sale price must be below the regular price'
  const percent = ((price - salePrice) / price) * 100
  if (percent <= discountLimits.minPercent)
    return `A sale must take more than ${discountLimits.minPercent}% off the regular price; for a smaller change, correct the price instead`
  if (percent >= discountLimits.maxPercent)
    return `A sale must take less than ${discountLimits.maxPercent}% off the regular price`
  return undefined
}

/**
 * The instants a sale entered as dealer's days ("2026-12-01" to
 * "2026-12-31") runs between: from the start day's midnight to the end day's
 * last second, in the dealer's zone. The end is the instant after that last
 * second (the next midnight), which `saleRunning` excludes.
 */
export function saleInstants(
  startDay: string,
  endDay: string | null,
  timeZone: string = business.timeZone,
): { startsAt: string; endsAt: string | null } | undefined {
  const start = startOfDayInZone(startDay, timeZone)
  if (!start) return undefined
  if (endDay === null) return { startsAt: start.toISOString(), endsAt: null }
  const end = startOfDayInZone(endDay, timeZone) && startOfDayInZone(addDays(endDay, 1), timeZone)
  return end ? { startsAt: start.toISOString(), endsAt: end.toISOString() } : undefined
}

/** The next instant after `now` at which one of these sales starts or ends, if any. */
export function nextSaleBoundary(sales: readonly Sale[], now: Date): Date | undefined {
  const at = now.getTime()
  const ahead = sales
    .flatMap((sale) => [sale.startsAt, sale.endsAt])
    .map((iso) => (iso === null ? NaN : Date.parse(iso)))
    .filter((ms) => ms > at)
  return ahead.length ? new Date(Math.min(...ahead)) : undefined
}

/** The last second a sale runs (its end is the instant after), e.g. for "Sale ends Dec 31". */
export function lastSaleMoment(sale: Sale): Date | undefined {
  return sale.endsAt === null ? undefined : new Date(Date.parse(sale.endsAt) - 1000)
}

/** "Dec 31": the dealer's day a sale's last second falls on. */
export function saleEndText(sale: Sale): string | undefined {
  const last = lastSaleMoment(sale)
  return last && clockMonthDay(last)
}

const minuteWithOffset = (at: Date, timeZone: string) => {
  const iso = isoInTimeZone(at, timeZone)
  return `${iso.slice(0, 16)}${iso.slice(19)}`
}

/**
 * Google's and Meta's `sale_price_effective_date`: "start/end" in ISO 8601
 * with the dealer's offset, to the minute. Undefined for a sale without an
 * end: its sale price then applies while the feed lists it.
 */
export function saleEffectiveDate(
  sale: Sale,
  timeZone: string = business.timeZone,
): string | undefined {
  const last = lastSaleMoment(sale)
  if (!last) return undefined
  return `${minuteWithOffset(new Date(sale.startsAt), timeZone)}/${minuteWithOffset(last, timeZone)}`
}
