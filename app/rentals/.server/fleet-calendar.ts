import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ReservationStatus } from '#app/kernel/.server/db/schema.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { addDays, startOfDayInZone } from '#app/kernel/zoned-time.ts'
import { type CartType, rentalRules } from '#app/rentals/content/rentals.ts'
import type {
  CalendarBlock,
  CalendarCart,
  CalendarReservation,
  CalendarWindow,
} from '#app/rentals/fleet-calendar.ts'

import { blockingMaintenance, maintenanceBlocks, rentalDays } from './maintenance'

/** The longest a rental runs (a day more, for a daylight-saving change). */
const longestRentalMs = (rentalRules.maximumDays + 1) * 86_400_000

/** Reservations that never held their cart: shown only when asked for. */
export const closedStatuses: ReservationStatus[] = ['declined', 'cancelled', 'expired']

/**
 * What the fleet calendar shows for a window: the carts not retired, the
 * reservations that run on any of its days, and the maintenance blocks
 * there and on those reservations' days (for their flag). Three queries,
 * whatever the fleet's size.
 */
export async function fleetCalendar(
  db: DB,
  window: Pick<CalendarWindow, 'from' | 'days'>,
  options: { now: Date; closed: boolean },
): Promise<{
  carts: CalendarCart[]
  reservations: CalendarReservation[]
  blocks: CalendarBlock[]
}> {
  const zone = business.timeZone
  const last = addDays(window.from, window.days - 1)
  const from = startOfDayInZone(window.from, zone)?.toISOString() ?? ''
  const until = startOfDayInZone(addDays(last, 1), zone)?.toISOString() ?? ''
  const [carts, rows] = await Promise.all([
    db
      .selectFrom('rental_carts')
      .select(['id', 'name', 'cart_type', 'readying_since'])
      .where('state', '!=', 'retired')
      .orderBy('cart_type')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('rental_reservations')
      .select(['id', 'cart_id', 'first_name', 'last_name', 'status', 'start_at', 'end_at'])
      .where('start_at', '<', until)
      // no rental lasts longer: the start index reads weeks, not five years of rentals
      .where('start_at', '>=', new Date(Date.parse(from) - longestRentalMs).toISOString())
      .where('end_at', '>=', from)
      .$if(!options.closed, (q) => q.where('status', 'not in', closedStatuses))
      .orderBy('start_at')
      .execute(),
  ])
  const spans = rows.map((row) => rentalDays(row.start_at, row.end_at))
  const blocks = await maintenanceBlocks(db, {
    from: [window.from, ...spans.map((s) => s.firstDay)].sort()[0] ?? window.from,
    to: [last, ...spans.map((s) => s.lastDay)].sort().at(-1) ?? last,
  })
  return {
    carts: carts.map((cart) => ({
      id: cart.id,
      name: cart.name,
      cartType: cart.cart_type as CartType,
      beingReadied: cart.readying_since !== null,
    })),
    reservations: rows.map((row, i) => ({
      id: row.id,
      cartId: row.cart_id,
      renter: `${row.first_name} ${row.last_name}`.trim(),
      status: row.status,
      firstDay: spans[i]?.firstDay ?? window.from,
      lastDay: spans[i]?.lastDay ?? last,
      needsAnotherCart: blockingMaintenance(row, blocks, options.now) !== undefined,
    })),
    blocks: blocks.filter((block) => block.firstDay <= last && block.lastDay >= window.from),
  }
}
