import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { HoldRequest } from '#app/rentals/.server/holds.ts'
import { addMaintenance } from '#app/rentals/.server/maintenance.ts'
import type { CartType } from '#app/rentals/content/rentals.ts'
import { quoteRental } from '#app/rentals/rental-quote.ts'

import { publishedRateCards } from './published-rates.ts'

/* A renter's request as the reserve form sends it, for the holds' and reservations' tests. */

export const now = new Date('2026-06-01T12:00:00Z')
export const hours = (n: number) => n * 3_600_000
// a Saturday 10:00 EDT to Monday 10:00 EDT
export const weekendStart = new Date('2026-06-13T14:00:00Z')
export const weekendEnd = new Date(weekendStart.getTime() + hours(48))

export function holdRequest(
  cartType: CartType,
  start = weekendStart,
  end = weekendEnd,
  at = now,
  name = 'Riley',
): HoldRequest {
  const days = Math.round((end.getTime() - start.getTime()) / hours(24))
  return {
    cartType,
    start,
    end,
    quote: quoteRental(
      {
        cartType,
        days,
        handover: { kind: 'pickup', locationId: 'scranton' },
        extraDrivers: 1,
        sameDay: false,
      },
      publishedRateCards,
    ),
    handover: { kind: 'pickup', locationId: 'scranton' },
    renter: {
      firstName: name,
      lastName: 'Renter',
      email: 'riley@example.com',
      phone: '5705550123',
    },
    terms: { ip: '203.0.113.7', effectiveDate: '2025-01-23' },
    turnaroundMinutes: 120,
    holdMinutes: 24 * 60,
    dueAt: null,
    now: at,
  }
}

/** Blocks every cart of a type for maintenance from one day to another, as an owner would. */
export async function blockCarts(
  db: DB,
  cartType: CartType,
  days: { firstDay: string; lastDay: string },
  reason = 'New batteries',
): Promise<void> {
  const carts = await db
    .selectFrom('rental_carts')
    .select('id')
    .where('cart_type', '=', cartType)
    .execute()
  for (const cart of carts) {
    const added = await addMaintenance(db, { cartId: cart.id, ...days, reason }, testOwner, now)
    if (!added.ok) throw new Error(added.reason)
  }
}

/** The site the rentals' database tests link to in their e-mails. */
export const siteUrl = 'https://carts.example'

/** A staff member at the desk, who acts in the rentals' database tests. */
export const deskStaff = { id: 'u1', email: 'sam@example.com', ip: '198.51.100.4' }

/** The owner who acts in the rentals' database tests. */
export const testOwner = { id: 'owner-1', email: 'owner@example.com', ip: '203.0.113.4' }

/** The id of the seeded rental cart of that name. */
export const cartIdNamed = async (db: DB, name: string) =>
  (
    await db
      .selectFrom('rental_carts')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id
