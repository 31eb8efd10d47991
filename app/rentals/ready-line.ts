import { business } from '#app/kernel/dealer/business.ts'
import { clockDay, clockTime } from '#app/kernel/dealer-clock.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'

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

/** "2:00 PM" today, "Sat, Jun 13, 2:00 PM" another day, on the dealer's clock. */
export function whenShort(at: string, now: Date): string {
  const date = new Date(at)
  const time = clockTime(date)
  if (calendarDay(date, business.timeZone) === calendarDay(now, business.timeZone)) return time
  return `${clockDay(date)}, ${time}`
}

/** What the desk does next with a cart being readied, and since when it waits. */
export function readyLine(cart: ReadyLineInput, now: Date): { text: string; since: string } {
  const since = `back since ${whenShort(cart.since, now)}`
  if (!cart.next) return { text: `Ready ${cart.name}: no rental booked on it yet`, since }
  const { next } = cart
  return {
    text: `Ready ${cart.name} for the ${whenShort(next.at, now)} ${next.kind} (${next.renter})`,
    since,
  }
}
