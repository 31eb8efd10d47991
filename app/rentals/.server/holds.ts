import { randomUUID } from 'node:crypto'

import { cancelDeliveriesOf } from '#app/deliveries/.server/job-changes.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { skipLocked } from '#app/kernel/.server/db/engine.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { claimAll } from '#app/kernel/.server/jobs/batches.ts'
import { randomToken } from '#app/kernel/.server/tokens.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import type { CartType } from '#app/rentals/content/rentals.ts'
import type { RentalQuote } from '#app/rentals/rental-quote.ts'
import { holdEndsAt } from '#app/rentals/rental-settings.ts'
import { reservationSubject } from '#app/rentals/rental-trips.ts'

/** Reservations that hold their cart: a request waiting for staff, a confirmed one, and one out with its renter. */
export const activeStatuses = ['held', 'confirmed', 'out'] as const

/** Reservations not yet handed over: the ones staff may still change or cancel. */
export const bookedStatuses = ['held', 'confirmed'] as const

/** Whether a reservation is out with its renter past its end (an overdue return). */
export const isOverdue = (row: { status: string; end_at: string }, now: Date) =>
  row.status === 'out' && row.end_at <= now.toISOString()

const minuteMs = 60_000

/** Minutes since 1970, the unit of the held ranges (whole minutes, rounded up at the end). */
export const minuteOf = (at: Date, roundUp = false) =>
  (roundUp ? Math.ceil : Math.floor)(at.getTime() / minuteMs)

export type HoldRequest = {
  cartType: CartType
  start: Date
  end: Date
  quote: RentalQuote
  handover:
    { kind: 'pickup'; locationId: string } | { kind: 'delivery'; townSlug: string; address: string }
  renter: { firstName: string; lastName: string; email: string; phone: string }
  terms: { ip: string | null; effectiveDate: string }
  /** time kept free after each rental, for cleaning and charging */
  turnaroundMinutes: number
  /** how long a request waits for staff before its cart is free again (at least until its answer is due) */
  holdMinutes: number
  /** when the response clock says staff must answer */
  dueAt: Date | null
  now: Date
}

export type HoldResult =
  { ok: true; id: string; token: string; cartId: string } | { ok: false; reason: 'no-free-cart' }

/** The reservation just written, for work done in the same transaction (its e-mails). */
export type PlacedHold = { id: string; token: string; cartId: string; row: ReservationInsert }

export type ReservationInsert = ReturnType<typeof reservationRow>

/** Another request took the cart between our look and our write (PostgreSQL's exclusion constraint). */
export function isOverlapRefusal(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23P01'
}

/** Requests past their wait give their cart back (marked expired, with a history entry). */
export async function expireHolds(db: DB, now: Date): Promise<number> {
  return (await expireSome(db, now)).length
}

/**
 * The scheduler's pass over requests past their wait, a batch at a time, each
 * in its own transaction, yielding to requests between batches. The UPDATE
 * claims its batch (locked rows skipped on PostgreSQL, its WHERE checked
 * again on each row), so servers side by side expire each request once; an
 * expired request leaves the set, so a pass cut short is carried on by the
 * next.
 */
export function expireHoldsInBatches(db: DB, now: Date, batchSize: number): Promise<number> {
  return claimAll(() => withTransaction(db, (trx) => expireSome(trx, now, batchSize)))
}

/** Expires the held requests past their wait (at most `limit`), with their history entries; resolves to their ids. */
async function expireSome(db: DB, now: Date, limit?: number): Promise<{ id: string }[]> {
  const at = now.toISOString()
  let claim = db
    .updateTable('rental_reservations')
    .set({ status: 'expired', updated_at: at })
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', at)
  if (limit !== undefined) {
    // the batch, its rows locked first (rows another server's batch holds are skipped)
    const batch = await skipLocked(
      db,
      db
        .selectFrom('rental_reservations')
        .select('id')
        .where('status', '=', 'held')
        .where('hold_expires_at', '<=', at)
        .orderBy('hold_expires_at')
        .limit(limit),
    ).execute()
    if (batch.length === 0) return []
    claim = claim.where(
      'id',
      'in',
      batch.map((row) => row.id),
    )
  }
  const expired = await claim.returning('id').execute()
  for (const { id } of expired) {
    await cancelDeliveriesOf(db, reservationSubject(id), { now, actor: null })
  }
  if (expired.length > 0) {
    await db
      .insertInto('rental_reservation_events')
      .values(
        expired.map(({ id }) => ({
          id: randomUUID(),
          reservation_id: id,
          at,
          actor_id: null,
          actor_email: null,
          kind: 'expired',
          detail: null,
        })),
      )
      .execute()
  }
  return expired
}

type FreeRange = { holdFrom: number; holdUntil: number; firstDay: string; lastDay: string }

/**
 * The carts of the type free for the whole held range, by name: not
 * retired, blocked for maintenance on none of its days, and held by no
 * active reservation that overlaps. A cart out past its end is held until
 * it is checked in, however long that is: a cart not back is never promised
 * to the next renter. A change of a reservation passes its own id
 * (`except`), so it does not conflict with itself, and may ask about one
 * chosen cart (`cartId`).
 */
function freeCartsQuery(
  db: DB,
  cartType: CartType,
  range: FreeRange,
  options: { now: Date; except?: string; cartId?: string },
) {
  let carts = db
    .selectFrom('rental_carts as c')
    .select(['c.id', 'c.name'])
    .where('c.cart_type', '=', cartType)
  if (options.cartId !== undefined) carts = carts.where('c.id', '=', options.cartId)
  const except = options.except
  return carts
    .where('c.state', '!=', 'retired')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rental_maintenance as m')
            .select('m.id')
            .whereRef('m.cart_id', '=', 'c.id')
            .where('m.first_day', '<=', range.lastDay)
            .where('m.last_day', '>=', range.firstDay),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rental_reservations as r')
            .select('r.id')
            .whereRef('r.cart_id', '=', 'c.id')
            .where('r.status', 'in', activeStatuses)
            .where('r.hold_from', '<', range.holdUntil)
            .where((eb) =>
              eb.or([
                eb('r.hold_until', '>', range.holdFrom),
                eb.and([
                  eb('r.status', '=', 'out'),
                  eb('r.end_at', '<=', options.now.toISOString()),
                ]),
              ]),
            )
            .$if(except !== undefined, (q) => q.where('r.id', '!=', except ?? '')),
        ),
      ),
    )
    .orderBy('c.name')
}

/** The first free cart of the type by name, so the same carts fill first. */
export function freeCart(
  db: DB,
  cartType: CartType,
  range: FreeRange,
  options: { now: Date; except?: string; cartId?: string },
): Promise<{ id: string; name: string } | undefined> {
  return freeCartsQuery(db, cartType, range, options).limit(1).executeTakeFirst()
}

/** Every free cart of the type, by name: what staff may move a reservation to. */
export function freeCarts(
  db: DB,
  cartType: CartType,
  range: FreeRange,
  options: { now: Date; except?: string },
): Promise<{ id: string; name: string }[]> {
  return freeCartsQuery(db, cartType, range, options).execute()
}

/** Tries left when other requests keep taking the cart found free (PostgreSQL). */
const maxTries = 5

/**
 * Places a hold on one free cart of the type for `[start, end)` plus the
 * turnaround. Its look for a free cart and its write run in one transaction:
 * on SQLite the connection runs one transaction at a time; on PostgreSQL the
 * database refuses an overlapping active reservation (exclusion constraint),
 * and the request looks again, finding the next cart or none. `within`, when
 * given, runs in the same transaction after the writes (the request's
 * e-mails), so a refused or failed hold leaves none of them behind.
 */
export async function placeHold(
  db: DB,
  request: HoldRequest,
  within?: (trx: DB, hold: PlacedHold) => Promise<void>,
  /** what must lock before the cart is chosen (a delivery's windows), so holds wait in one order */
  first?: (trx: DB) => Promise<void>,
): Promise<HoldResult> {
  const range = {
    holdFrom: minuteOf(request.start),
    holdUntil: minuteOf(request.end, true) + request.turnaroundMinutes,
    firstDay: calendarDay(request.start, business.timeZone),
    lastDay: calendarDay(request.end, business.timeZone),
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTransaction(db, async (trx) => {
        await first?.(trx)
        await expireHolds(trx, request.now)
        const cart = await freeCart(trx, request.cartType, range, { now: request.now })
        if (!cart) return { ok: false, reason: 'no-free-cart' } as const
        const token = randomToken()
        const id = randomUUID()
        const row = reservationRow(request, { id, token, cartId: cart.id, ...range })
        await trx.insertInto('rental_reservations').values(row).execute()
        await trx
          .insertInto('rental_reservation_events')
          .values({
            id: randomUUID(),
            reservation_id: id,
            at: request.now.toISOString(),
            actor_id: null,
            actor_email: null,
            kind: 'requested',
            detail: JSON.stringify({ cartId: cart.id }),
          })
          .execute()
        await within?.(trx, { id, token, cartId: cart.id, row })
        return { ok: true, id, token, cartId: cart.id } as const
      })
    } catch (error) {
      if (!isOverlapRefusal(error) || attempt >= maxTries) throw error
    }
  }
}

/** The row a request's hold writes: what the renter asked and what placeHold chose. */
export function reservationRow(
  request: HoldRequest,
  made: { id: string; token: string; cartId: string; holdFrom: number; holdUntil: number },
) {
  const now = request.now.toISOString()
  const { handover, renter, quote } = request
  return {
    id: made.id,
    token: made.token,
    cart_id: made.cartId,
    cart_type: request.cartType,
    status: 'held' as const,
    start_at: request.start.toISOString(),
    end_at: request.end.toISOString(),
    hold_from: made.holdFrom,
    hold_until: made.holdUntil,
    days: quote.days,
    handover: handover.kind,
    location_id: handover.kind === 'pickup' ? handover.locationId : null,
    town_slug: handover.kind === 'delivery' ? handover.townSlug : null,
    address: handover.kind === 'delivery' ? handover.address : null,
    extra_drivers: quote.extraDrivers,
    quote: JSON.stringify(quote),
    total: quote.total,
    deposit: quote.deposit,
    first_name: renter.firstName,
    last_name: renter.lastName,
    email: renter.email,
    phone: renter.phone,
    terms_accepted_at: now,
    terms_ip: request.terms.ip,
    terms_effective_date: request.terms.effectiveDate,
    hold_expires_at: holdEndsAt(request).toISOString(),
    received_at: now,
    due_at: request.dueAt?.toISOString() ?? null,
    first_response_at: null,
    decline_reason: null,
    created_at: now,
    updated_at: now,
  }
}
