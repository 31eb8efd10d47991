import {
  bookDelivery,
  type DeliveryBooking,
  lockDeliveryWindows,
} from '#app/deliveries/.server/book-delivery.ts'
import { type FreeWindows, freeWindows } from '#app/deliveries/.server/free-windows.ts'
import { cancelDeliveriesOf } from '#app/deliveries/.server/job-changes.ts'
import { deliveryFeeLines } from '#app/deliveries/delivery-fees.ts'
import type { DeliveryChoice } from '#app/deliveries/delivery-form.ts'
import { deliveryPagePath } from '#app/deliveries/delivery-paths.ts'
import { earliestSaleDay } from '#app/deliveries/delivery-windows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { DeliveryJobRow } from '#app/kernel/.server/db/schema.ts'
import { windowText } from '#app/kernel/day-minutes.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { weekdayMonthDayText } from '#app/kernel/dealer-clock.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import type { HoldBuyer } from '#app/sales/cart-hold.ts'

/** What a hold's delivery job serves on the trucks' schedule. */
export const holdSubject = (holdId: string) => ({ type: 'cart_hold', id: holdId })

/** A cart in stock is delivered from the policy's first day for it: 2 business days on. */
const firstSaleDay = (now: Date) => earliestSaleDay(calendarDay(now, business.timeZone), 'in_stock')

/** The windows a sold cart's delivery is offered for a town. */
export function saleWindows(db: DB, town: string, now: Date): Promise<FreeWindows> {
  return freeWindows(db, { kind: 'sale_delivery', town, now, earliestDay: firstSaleDay(now) })
}

export type HoldDelivery = { town: string; address: string; choice: DeliveryChoice }

/** Locks the window a sale is about to book: first in its transaction (record 077). */
export function lockSaleWindow(trx: DB, delivery: HoldDelivery) {
  return lockDeliveryWindows(trx, delivery.town, [delivery.choice.window])
}

/**
 * Books a sold cart's delivery in the caller's transaction (a hold's, or
 * staff's booking for a walk-in buyer), from the policy's first day for a
 * cart in stock; the caller rolls back on a refusal.
 */
export function bookSaleDelivery(
  trx: DB,
  input: {
    subject: { type: string; id: string }
    delivery: HoldDelivery
    buyer: HoldBuyer
    vehicle: { id: string; name: string }
  },
  options: { now: Date; actor?: { id: string; email: string } },
): Promise<DeliveryBooking> {
  const { delivery, buyer, vehicle, subject } = input
  return bookDelivery(
    trx,
    {
      kind: 'sale_delivery',
      subject,
      window: delivery.choice.window,
      town: delivery.town,
      address: delivery.address,
      customer: {
        name: `${buyer.firstName} ${buyer.lastName}`,
        email: buyer.email,
        phone: buyer.phone,
      },
      items: `Deliver: ${vehicle.name}, stock ${vehicle.id}`,
      accessConfirmed: delivery.choice.accessConfirmed,
      leaveAt: delivery.choice.leaveAt,
      whiteGlove: delivery.choice.whiteGlove,
      earliestDay: firstSaleDay(options.now),
    },
    { now: options.now, ...(options.actor && { actor: options.actor }) },
  )
}

/** Frees the window of a hold that ended without a sale, in the caller's transaction. */
export function freeHoldWindow(
  trx: DB,
  holdId: string,
  now: Date,
  actor: { id: string; email: string } | null = null,
) {
  return cancelDeliveriesOf(trx, holdSubject(holdId), { now, actor })
}

/** A hold's delivery jobs (the open one first is the one it has), for its pages and e-mails. */
export async function holdDeliveries(db: DB, holdIds: readonly string[]) {
  if (holdIds.length === 0) return []
  return db
    .selectFrom('delivery_jobs as j')
    .leftJoin('delivery_trucks as t', 't.id', 'j.truck_id')
    .selectAll('j')
    .select('t.name as truck_name')
    .where('j.subject_type', '=', 'cart_hold')
    .where('j.subject_id', 'in', holdIds)
    .where('j.status', '!=', 'cancelled')
    .orderBy('j.day')
    .execute()
}

/** A Checkout page is open this long for a delivered hold, so an unpaid one keeps its window no longer. */
export const deliveredCheckoutMinutes = 60

/**
 * Frees the windows of holds whose Checkout was never paid: the page has
 * expired (the ledger row is no longer pending) or is past its time. Run
 * by the hold job; the hold itself stays as it is, unpaid.
 */
export async function freeUnpaidCheckoutWindows(db: DB, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 2 * deliveredCheckoutMinutes * 60_000).toISOString()
  const unpaid = await db
    .selectFrom('delivery_jobs as j')
    .innerJoin('cart_holds as h', 'h.id', 'j.subject_id')
    .innerJoin('payments as p', 'p.id', 'h.payment_id')
    .select('h.id')
    .where('j.subject_type', '=', 'cart_hold')
    .where('j.status', '=', 'scheduled')
    .where('h.status', '=', 'checkout')
    .where('p.status', '!=', 'succeeded')
    .where((eb) => eb.or([eb('p.status', '!=', 'pending'), eb('h.created_at', '<', before)]))
    .execute()
  let freed = 0
  for (const { id } of unpaid) {
    freed += await db.transaction().execute((trx) => freeHoldWindow(trx, id, now))
  }
  return freed
}

/** What the buyer and staff read of a hold's delivery: when, where, the fees paid with the cart, its page. */
export function holdDeliveryFacts(job: DeliveryJobRow) {
  const fees = deliveryFeeLines({
    rush: job.rush === 1,
    whiteGlove: job.white_glove === 1,
    distanceCents: job.distance_cents,
  })
  return {
    when: `${weekdayMonthDayText(job.day)}, ${windowText({ start: job.window_start, end: job.window_end })}`,
    address: `${job.address}, ${job.town}`,
    fees: fees.map((line) => ({ label: line.label, cents: line.cents })),
    feesCents: job.rush_cents + job.white_glove_cents + job.distance_cents,
    path: deliveryPagePath(job.token),
  }
}

export type HoldDeliveryFacts = ReturnType<typeof holdDeliveryFacts>
