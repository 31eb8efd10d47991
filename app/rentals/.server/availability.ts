import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { bookingWindow } from '#app/rentals/booking-window.ts'
import type { CartType } from '#app/rentals/content/rentals.ts'
import { type HandoverHours, handoverTimes, zonedInstant } from '#app/rentals/handover-times.ts'
import type { DayAvailability } from '#app/rentals/rental-availability.ts'

import { activeStatuses, isOverdue, minuteOf } from './holds'
import { maintenanceBlocks } from './maintenance'

const dayMinutes = 24 * 60

type Cart = { id: string; blocks: { firstDay: string; lastDay: string }[] }
type Handover = 'pickup' | 'delivery'
type Hold = { cart_id: string; hold_from: number; hold_until: number }

/**
 * Whether a rental of the type can start on each day of the booking
 * window, the next six months (the dealer's calendar): a day is free when
 * at some handover hour still ahead one cart in service is held by no
 * active reservation for the shortest rental (a day and the turnaround).
 * Worked out for each handover: a pickup's hours are the showroom's, a
 * delivery's the delivery hours. Three queries (the type's carts, their
 * maintenance blocks and active holds in the window); the days are worked
 * out in memory. The hold itself is checked again when the request is sent.
 */
export async function cartTypeAvailability(
  db: DB,
  cartType: CartType,
  options: { now: Date; turnaroundMinutes: number; hours: HandoverHours },
  timeZone: string = business.timeZone,
): Promise<Record<Handover, DayAvailability[]>> {
  const { now } = options
  // the shortest rental: one 24-hour day, then the turnaround
  const shortest = dayMinutes + options.turnaroundMinutes
  const { first, end } = bookingWindow(calendarDay(now, timeZone))
  const windowFrom = minuteOf(zonedInstant(first, '00:00', timeZone))
  const windowUntil = minuteOf(zonedInstant(end, '00:00', timeZone)) + shortest
  const rows = await db
    .selectFrom('rental_carts')
    .select('id')
    .where('cart_type', '=', cartType)
    .where('state', '!=', 'retired')
    .execute()
  const blocks = await maintenanceBlocks(
    db,
    { from: first, to: end },
    rows.map((c) => c.id),
  )
  const carts: Cart[] = rows.map(({ id }) => ({
    id,
    blocks: blocks.filter((block) => block.cartId === id),
  }))
  const holds =
    carts.length === 0
      ? []
      : await db
          .selectFrom('rental_reservations')
          .select(['cart_id', 'hold_from', 'hold_until', 'status', 'end_at'])
          .where(
            'cart_id',
            'in',
            carts.map((c) => c.id),
          )
          .where('status', 'in', activeStatuses)
          .where('hold_from', '<', windowUntil)
          .where((eb) =>
            eb.or([
              eb('hold_until', '>', windowFrom),
              eb.and([eb('status', '=', 'out'), eb('end_at', '<=', now.toISOString())]),
            ]),
          )
          .execute()
  const holdsOf = new Map<string, Hold[]>()
  for (const row of holds) {
    // a cart out past its end is held until it is back, as freeCart reads it
    const hold = isOverdue(row, now) ? { ...row, hold_until: Number.POSITIVE_INFINITY } : row
    holdsOf.set(row.cart_id, [...(holdsOf.get(row.cart_id) ?? []), hold])
  }

  const calendar = (handover: Handover) => {
    const days: DayAvailability[] = []
    for (let day = first; day < end; day = addDays(day, 1)) {
      const context = { now, shortest, hours: options.hours, handover }
      days.push(dayAvailability(day, carts, holdsOf, context, timeZone))
    }
    return days
  }
  return { pickup: calendar('pickup'), delivery: calendar('delivery') }
}

function dayAvailability(
  day: string,
  carts: Cart[],
  holdsOf: Map<string, Hold[]>,
  context: { now: Date; shortest: number; hours: HandoverHours; handover: Handover },
  timeZone: string,
): DayAvailability {
  const { now, shortest, handover } = context
  const times = handoverTimes(day, context.hours, handover)
  if (times.length === 0) {
    return { day, free: false, reason: handover === 'delivery' ? 'no-delivery' : 'closed' }
  }
  // the zone's clock changes at night: the day's hours are whole hours after its first
  const opening = minuteOf(zonedInstant(day, times[0] ?? '00:00', timeZone))
  const ahead = times
    .map((time) => opening + (Number(time.slice(0, 2)) - Number(times[0]?.slice(0, 2))) * 60)
    .filter((minute) => minute * 60_000 > now.getTime())
  if (ahead.length === 0) return { day, free: false, reason: 'too-late' }
  if (carts.length === 0) return { day, free: false, reason: 'no-carts' }
  // the shortest rental also ends on the next day, which freeCart checks too
  const inService = carts.filter(
    (cart) => !inMaintenance(cart, day) && !inMaintenance(cart, addDays(day, 1)),
  )
  if (inService.length === 0) return { day, free: false, reason: 'maintenance' }
  const free = inService.some((cart) => {
    const held = holdsOf.get(cart.id) ?? []
    return ahead.some(
      (from) => !held.some((h) => h.hold_from < from + shortest && from < h.hold_until),
    )
  })
  return free ? { day, free: true } : { day, free: false, reason: 'booked' }
}

// as freeCart reads it: a block covers the day
const inMaintenance = (cart: Cart, day: string) =>
  cart.blocks.some((block) => block.firstDay <= day && day <= block.lastDay)
