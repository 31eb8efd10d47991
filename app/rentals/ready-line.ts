import { calendarDay } from '../kernel/zoned-time.ts'

/*
 * The day sheet's line for a cart being readied after a return: what to
 * ready and for which handover, in the words the desk says it ("Ready
 * 4-seater no. 2 for the 2:00 PM pickup").
 */

export type ReadyLineInput = {
  name: string
  /** when it came back (ISO) */
  since: string
  next: { at: string; kind: 'pickup' | 'delivery'; renter: string } | null
}

const timeFormats = new Map<string, Intl.DateTimeFormat>()
const dayFormats = new Map<string, Intl.DateTimeFormat>()

function formatOf(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = cache.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone })
    cache.set(timeZone, format)
  }
  return format
}

/** "2:00 PM" today, "Sat, Jun 13, 2:00 PM" another day, on the zone's clock. */
export function whenShort(at: string, now: Date, timeZone: string): string {
  const date = new Date(at)
  const time = formatOf(timeFormats, timeZone, { hour: 'numeric', minute: '2-digit' }).format(date)
  if (calendarDay(date, timeZone) === calendarDay(now, timeZone)) return time
  const day = formatOf(dayFormats, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(date)
  return `${day}, ${time}`
}

/** What the desk does next with a cart being readied, and since when it waits. */
export function readyLine(
  cart: ReadyLineInput,
  now: Date,
  timeZone: string,
): { text: string; since: string } {
  const since = `back since ${whenShort(cart.since, now, timeZone)}`
  if (!cart.next) return { text: `Ready ${cart.name}: no rental booked on it yet`, since }
  const { next } = cart
  return {
    text: `Ready ${cart.name} for the ${whenShort(next.at, now, timeZone)} ${next.kind} (${next.renter})`,
    since,
  }
}
