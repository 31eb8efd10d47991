import type { DB } from '#app/kernel/.server/db/connection.ts'
import { checkIn, checkOut } from '#app/rentals/.server/desk.ts'
import { placeHold } from '#app/rentals/.server/holds.ts'
import { confirmReservation } from '#app/rentals/.server/staff-actions.ts'
import type { AppliedFee } from '#app/rentals/rental-fees.ts'

import { type holdRequest, siteUrl, testOwner } from './rental-requests.ts'

/* Rentals taken through the desk as staff do it, for the tests of what follows a handover. */

/** The check-out form as the desk fills it, the reserved cart. */
export const deskHandover = {
  cartId: '',
  battery: 96,
  hourMeter: 120.5,
  deposit: 600,
  depositMethod: 'card' as const,
  evenIfNotReady: false,
}

/** A request placed and confirmed (version 2), as of the request's `now`. */
export async function confirmedRental(db: DB, request: ReturnType<typeof holdRequest>) {
  const hold = await placeHold(db, request)
  if (!hold.ok) throw new Error(`a ${request.cartType} cart should be free`)
  const answer = await confirmReservation(db, {
    id: hold.id,
    version: 1,
    actor: testOwner,
    now: request.now,
    siteUrl,
  })
  if (!answer.ok) throw new Error('the request should confirm')
  return hold
}

/** Hands a confirmed rental (version 2) over at `at`, the reserved cart unless the form says otherwise. */
export const handOver = (db: DB, id: string, at: Date, checkout = deskHandover) =>
  checkOut(db, { id, version: 2, actor: testOwner, now: at, siteUrl, checkout, photos: [] })

/** A request confirmed and handed over at its start (version 3). */
export async function rentalOut(db: DB, request: ReturnType<typeof holdRequest>) {
  const hold = await confirmedRental(db, request)
  const out = await handOver(db, hold.id, request.start)
  if (!out.ok) throw new Error('the cart should check out')
  return hold
}

/** Checks a rental out (version 3) back in at `now`, back at `returnedAt` on the dealer's clock. */
export async function checkedIn(
  db: DB,
  id: string,
  back: { now: Date; returnedAt: string; fees?: AppliedFee[]; depositChoice?: 'apply' | 'return' },
) {
  const result = await checkIn(db, {
    id,
    version: 3,
    actor: testOwner,
    now: back.now,
    siteUrl,
    checkin: {
      returnedAt: back.returnedAt,
      battery: 30,
      hourMeter: 130,
      fees: back.fees ?? [],
      depositChoice: back.depositChoice ?? 'return',
    },
    photos: [],
  })
  if (!result.ok) throw new Error('the cart should check in')
}
