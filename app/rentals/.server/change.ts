import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { dealerMoment } from '#app/kernel/dealer-clock.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { type CartType, cartTypes, rentalRules } from '#app/rentals/content/rentals.ts'
import { quoteRental, type RentalHandover } from '#app/rentals/rental-quote.ts'
import { findTown } from '#app/site/town-lookup.server.ts'

import { reservationCalendar } from './calendar'
import { bookedStatuses, freeCart, isOverlapRefusal, minuteOf } from './holds'
import { loadRateCards } from './rates'
import { renterMail, storedQuote } from './renter-mail'
import {
  invalid,
  missedUpdate,
  recordStaffEvent,
  type Reservation,
  reservationAsShown,
  type StaffAction,
  type StaffActionResult,
} from './staff-actions'

export type ReservationChange = StaffAction & {
  start: Date
  end: Date
  cartType: CartType
  /** a chosen cart of the type; null lets the reservation keep its cart if free, else the first free one */
  cartId: string | null
}

const dayMs = 86_400_000

export const takenMessage =
  'That cart is taken for those days. Choose other days or another cart; nothing was changed.'
const noCartMessage =
  'No cart of that type is free for those days. Choose other days or another type; nothing was changed.'

function checkChange(change: ReservationChange): string | null {
  const { start, end } = change
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    return 'Give the new start and end as a date and a time.'
  }
  if (end <= start) return 'The end must come after the start.'
  if (!cartTypes.some((type) => type === change.cartType)) return 'Choose a cart type.'
  const days = Math.ceil((end.getTime() - start.getTime()) / dayMs)
  if (days > rentalRules.maximumDays)
    return `A rental lasts at most ${rentalRules.maximumDays} days.`
  return null
}

/** Where the cart changes hands, as the quote takes it; undefined for a town no longer served. */
function handoverOf(reservation: Reservation): RentalHandover | undefined {
  if (reservation.handover === 'pickup') {
    return { kind: 'pickup', locationId: reservation.location_id ?? '' }
  }
  const town = findTown(reservation.town_slug ?? '')
  return town ? { kind: 'delivery', town } : undefined
}

/**
 * Changes a waiting or confirmed reservation's dates, cart type or cart. The
 * look for a free cart (itself left out, so it does not conflict with
 * itself) and the write run in one transaction; on PostgreSQL the exclusion
 * constraint refuses an overlap a concurrent write made meanwhile, answered
 * as the cart being taken. Re-quoted on today's rate cards; the history, the
 * audit row and the renter's e-mail are written with it.
 */
export async function changeReservation(
  db: DB,
  change: ReservationChange,
): Promise<StaffActionResult> {
  const problem = checkChange(change)
  if (problem) return invalid(problem)
  try {
    return await withTransaction(db, (trx) => applyChange(trx, change))
  } catch (error) {
    if (isOverlapRefusal(error)) return invalid(takenMessage)
    throw error
  }
}

async function applyChange(trx: DB, change: ReservationChange): Promise<StaffActionResult> {
  const { id, version, now, start, end, cartType } = change
  const asShown = await reservationAsShown(trx, change, { from: bookedStatuses, verb: 'change' })
  if (!asShown.ok) return asShown.refused
  const before = asShown.row
  const handover = handoverOf(before)
  if (!handover) return invalid('The delivery town of this reservation is no longer served.')

  // the same turnaround after the rental as when it was requested
  const turnaround = before.hold_until - minuteOf(new Date(before.end_at), true)
  const range = {
    holdFrom: minuteOf(start),
    holdUntil: minuteOf(end, true) + turnaround,
    firstDay: calendarDay(start, business.timeZone),
    lastDay: calendarDay(end, business.timeZone),
  }
  const look = (cartId?: string) =>
    freeCart(trx, cartType, range, { now, except: id, ...(cartId ? { cartId } : {}) })
  let cart: { id: string } | undefined
  if (change.cartId) {
    const chosen = await trx
      .selectFrom('rental_carts')
      .select('cart_type')
      .where('id', '=', change.cartId)
      .executeTakeFirst()
    if (chosen?.cart_type !== cartType) {
      return invalid('Choose a cart of the cart type chosen, or leave the cart to be found.')
    }
    cart = await look(change.cartId)
    if (!cart) return invalid(takenMessage)
  } else {
    // keep the reservation's cart when it is still free, else the first free one
    cart =
      (cartType === before.cart_type ? await look(before.cart_id) : undefined) ?? (await look())
    if (!cart) return invalid(noCartMessage)
  }

  const days = Math.ceil((end.getTime() - start.getTime()) / dayMs)
  const old = storedQuote(before)
  const quote = quoteRental(
    {
      cartType,
      days,
      handover,
      extraDrivers: before.extra_drivers,
      sameDay: old.lines.some((line) => line.key === 'rush'),
    },
    await loadRateCards(trx),
  )
  const at = now.toISOString()
  const after = await trx
    .updateTable('rental_reservations')
    .set((eb) => ({
      cart_id: cart.id,
      cart_type: cartType,
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      hold_from: range.holdFrom,
      hold_until: range.holdUntil,
      days,
      quote: JSON.stringify(quote),
      total: quote.total,
      deposit: quote.deposit,
      first_response_at: eb.fn.coalesce('first_response_at', eb.val(at)),
      updated_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', 'in', bookedStatuses)
    .returningAll()
    .executeTakeFirst()
  if (!after) return missedUpdate(trx, id, version, 'change')

  const shown = (r: Reservation) => ({
    start: r.start_at,
    end: r.end_at,
    cartType: r.cart_type,
    cartId: r.cart_id,
    total: r.total,
  })
  await recordStaffEvent(trx, {
    reservationId: id,
    actor: change.actor,
    now,
    kind: 'changed',
    detail: { from: shown(before), to: shown(after) },
    action: 'rental.change',
    before: shown(before),
    after: shown(after),
  })
  const confirmed = after.status === 'confirmed'
  await queueWrittenMail(
    trx,
    renterMail(after, {
      subject: 'Your reservation has changed',
      paragraphs: [
        `We have changed your reservation: it now runs from ${dealerMoment(new Date(after.start_at))} to ${dealerMoment(new Date(after.end_at))}. The details and the price below are the new ones.`,
        confirmed
          ? 'It stays confirmed; the calendar entry attached replaces the one you saved.'
          : 'We will confirm it shortly.',
      ],
      siteUrl: change.siteUrl,
      ...(confirmed
        ? { calendar: reservationCalendar(after, { siteUrl: change.siteUrl, now }) }
        : {}),
    }),
    now,
    'renter',
  )
  return { ok: true }
}
