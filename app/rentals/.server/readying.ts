import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'

/*
 * A cart checked in is charged and cleaned before its next renter: it is
 * "being readied" from its return until staff mark it ready (record 043).
 * Check-in sets `readying_since`; marking it ready, or a check-out staff
 * confirmed although it was not ready, clears it.
 */

/** The next rental a cart being readied goes out on, if one is booked. */
export type NextHandover = {
  reservationId: string
  at: string
  kind: 'pickup' | 'delivery'
  renter: string
}

export type ReadyingCart = { id: string; name: string; since: string; next: NextHandover | null }

/** Every cart being readied, longest first, with the next rental booked on it: two queries. */
export async function cartsBeingReadied(db: DB, now: Date): Promise<ReadyingCart[]> {
  const carts = await db
    .selectFrom('rental_carts')
    .select(['id', 'name', 'readying_since'])
    .where('readying_since', 'is not', null)
    .where('state', '!=', 'retired')
    .orderBy('readying_since')
    .orderBy('name')
    .execute()
  if (carts.length === 0) return []
  const booked = await db
    .selectFrom('rental_reservations')
    .select(['id', 'cart_id', 'start_at', 'handover', 'first_name', 'last_name'])
    .where(
      'cart_id',
      'in',
      carts.map((cart) => cart.id),
    )
    .where('status', 'in', ['held', 'confirmed'])
    .where('end_at', '>', now.toISOString())
    .orderBy('start_at')
    .execute()
  return carts.map((cart) => {
    const next = booked.find((row) => row.cart_id === cart.id)
    return {
      id: cart.id,
      name: cart.name,
      since: cart.readying_since ?? '',
      next: next
        ? {
            reservationId: next.id,
            at: next.start_at,
            kind: next.handover,
            renter: `${next.first_name} ${next.last_name}`.trim(),
          }
        : null,
    }
  })
}

export type MarkReadyResult =
  { ok: true; name: string } | { ok: false; reason: 'not-found' | 'already-ready' }

/**
 * Staff mark a cart charged and cleaned. The update matches only a cart
 * still being readied, so of two clicks one is recorded and the other is
 * told it is already ready; the change and its audit row commit together.
 */
export function markCartReady(
  db: DB,
  input: { cartId: string; actor: Actor; now: Date },
): Promise<MarkReadyResult> {
  return auditedChange(
    db,
    { actor: input.actor, ip: input.actor.ip, now: input.now },
    async (trx) => {
      const cart = await trx
        .selectFrom('rental_carts')
        .select(['name', 'readying_since'])
        .where('id', '=', input.cartId)
        .executeTakeFirst()
      if (!cart) return { ok: false, reason: 'not-found' } as const
      const cleared = await trx
        .updateTable('rental_carts')
        .set({ readying_since: null })
        .where('id', '=', input.cartId)
        .where('readying_since', 'is not', null)
        .executeTakeFirst()
      if (!changedRow(cleared)) return { ok: false, reason: 'already-ready' } as const
      return audited({ ok: true, name: cart.name } as const, {
        action: 'rental.cart.ready',
        entity: 'rental_cart',
        entityId: input.cartId,
        before: { name: cart.name, readyingSince: cart.readying_since },
        after: { name: cart.name, readyingSince: null },
      })
    },
  )
}

/** Check-in: the cart comes back to be charged and cleaned, from the return's time. */
export async function startReadying(trx: DB, cartId: string, returned: Date): Promise<void> {
  await trx
    .updateTable('rental_carts')
    .set({ readying_since: returned.toISOString() })
    .where('id', '=', cartId)
    .execute()
}

/**
 * Check-out takes the cart as it stands: a ready cart, or (when staff
 * confirmed it) one still being readied, whose readying ends there. One
 * statement checks and writes, so a return checked in meanwhile is seen.
 */
export async function takeReadyCart(
  trx: DB,
  cartId: string,
  evenIfNotReady: boolean,
): Promise<boolean> {
  const taken = await trx
    .updateTable('rental_carts')
    .set({ readying_since: null })
    .where('id', '=', cartId)
    .$if(!evenIfNotReady, (q) => q.where('readying_since', 'is', null))
    .executeTakeFirst()
  return changedRow(taken)
}
