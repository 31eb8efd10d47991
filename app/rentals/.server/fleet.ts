import { randomUUID } from 'node:crypto'

import type { Selectable } from 'kysely'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { RentalCartRow, RentalCartState } from '#app/kernel/.server/db/schema.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import type { CartType } from '#app/rentals/content/rentals.ts'
import type { CartFields } from '#app/rentals/fleet-form.ts'

import { activeStatuses } from './holds'
import { type MaintenanceBlock, maintenanceBlocks } from './maintenance'

export type FleetCart = {
  id: string
  name: string
  cartType: CartType
  homeLocationId: string
  state: RentalCartState
  /** maintenance blocks not yet over, the soonest first */
  blocks: MaintenanceBlock[]
  version: number
  /** active reservations (held or confirmed) not yet over */
  upcoming: number
}

/** Every rental cart, by type then name, with its maintenance to come and its count of upcoming active reservations. */
export async function listFleet(db: DB, now = new Date()): Promise<FleetCart[]> {
  const today = calendarDay(now, business.timeZone)
  const blocks = await maintenanceBlocks(db, { from: today, to: '9999-12-31' })
  const rows = await db
    .selectFrom('rental_carts as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('rental_reservations as r')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('r.cart_id', '=', 'c.id')
        .where('r.status', 'in', activeStatuses)
        .where('r.end_at', '>', now.toISOString())
        .as('upcoming'),
    )
    .orderBy('c.cart_type')
    .orderBy('c.name')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    cartType: row.cart_type as CartType,
    homeLocationId: row.home_location_id,
    state: row.state,
    blocks: blocks.filter((block) => block.cartId === row.id),
    version: row.version,
    upcoming: Number(row.upcoming ?? 0),
  }))
}

/** A reservation that stands in the way of a change, named for the owner. */
export type BlockingReservation = { id: string; renter: string; firstDay: string; lastDay: string }

export type FleetChange =
  | { ok: true; id: string }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'stale' }
  | { ok: false; reason: 'name-taken' }
  | { ok: false; reason: 'retired' }
  | { ok: false; reason: 'reserved'; reservations: BlockingReservation[] }

/** Active reservations of a cart not yet over, with their days on the dealer's calendar. */
async function upcomingReservations(db: DB, cartId: string, now: Date) {
  const rows = await db
    .selectFrom('rental_reservations')
    .select(['id', 'first_name', 'last_name', 'start_at', 'end_at'])
    .where('cart_id', '=', cartId)
    .where('status', 'in', activeStatuses)
    .where('end_at', '>', now.toISOString())
    .orderBy('start_at')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    renter: `${row.first_name} ${row.last_name}`,
    firstDay: calendarDay(new Date(row.start_at), business.timeZone),
    lastDay: calendarDay(new Date(row.end_at), business.timeZone),
  }))
}

const nameTaken = async (db: DB, name: string, exceptId = '') =>
  Boolean(
    await db
      .selectFrom('rental_carts')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .where('id', '!=', exceptId)
      .executeTakeFirst(),
  )

type CartRow = Selectable<RentalCartRow>

/** What a change may set on a cart's row. */
type CartUpdate = Partial<Pick<CartRow, 'name' | 'cart_type' | 'home_location_id' | 'state'>>

const fieldsOf = (row: CartRow) => ({
  name: row.name,
  cartType: row.cart_type,
  homeLocationId: row.home_location_id,
  state: row.state,
})

/** Adds a cart to the fleet, in service. */
export async function addCart(
  db: DB,
  fields: CartFields,
  actor: Actor,
  now = new Date(),
): Promise<FleetChange> {
  try {
    return await auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
      if (await nameTaken(trx, fields.name)) return { ok: false, reason: 'name-taken' } as const
      const id = randomUUID()
      const at = now.toISOString()
      const row = {
        id,
        name: fields.name,
        cart_type: fields.cartType,
        home_location_id: fields.homeLocationId,
        created_at: at,
        updated_at: at,
      }
      await trx.insertInto('rental_carts').values(row).execute()
      return audited({ ok: true, id } as const, {
        action: 'rental.cart.add',
        entity: 'rental_cart',
        entityId: id,
        after: fields,
      })
    })
  } catch (error) {
    // two owners adding the same name at once: the unique index refuses the second
    if (await nameTaken(db, fields.name)) return { ok: false, reason: 'name-taken' }
    throw error
  }
}

/** One kind of change to a cart: its audit action, and what it makes of the row. */
export type CartChange = {
  action: string
  /** what the row becomes, or a refusal found with the row and its reservations in hand */
  apply: (
    row: CartRow,
    reservations: BlockingReservation[],
  ) => CartUpdate | Exclude<FleetChange, { ok: true }>
}

/**
 * Changes one cart, only from the version the owner saw, with its audit
 * row, in one transaction (which also sees the reservations it checks).
 */
export async function changeCart(
  db: DB,
  id: string,
  version: number,
  change: CartChange,
  actor: Actor,
  now = new Date(),
): Promise<FleetChange> {
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const row = await trx
      .selectFrom('rental_carts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) return { ok: false, reason: 'not-found' } as const
    if (row.version !== version) return { ok: false, reason: 'stale' } as const
    const outcome = change.apply(row, await upcomingReservations(trx, id, now))
    if ('ok' in outcome) return outcome
    if (outcome.name !== undefined && (await nameTaken(trx, outcome.name, id))) {
      return { ok: false, reason: 'name-taken' } as const
    }
    const updated = await trx
      .updateTable('rental_carts')
      .set({ ...outcome, version: version + 1, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst()
    if (!changedRow(updated)) return { ok: false, reason: 'stale' } as const
    return audited({ ok: true, id } as const, {
      action: change.action,
      entity: 'rental_cart',
      entityId: id,
      before: fieldsOf(row),
      after: fieldsOf({ ...row, ...outcome }),
    })
  })
}

/** Renames a cart, or changes its type or home showroom. */
export const updateCart = (fields: CartFields): CartChange => ({
  action: 'rental.cart.update',
  apply: (row, reservations) =>
    // its reservations were made for its type: it keeps it while it has any
    fields.cartType !== row.cart_type && reservations.length > 0
      ? { ok: false, reason: 'reserved', reservations }
      : { name: fields.name, cart_type: fields.cartType, home_location_id: fields.homeLocationId },
})

/**
 * Retires a cart: it is never offered again, and stays in the list with its
 * past reservations (a cart is never deleted). Refused while it has any
 * upcoming active reservation.
 */
export const retireCart: CartChange = {
  action: 'rental.cart.retire',
  apply: (row, reservations) => {
    if (row.state === 'retired') return { ok: false, reason: 'retired' }
    if (reservations.length > 0) return { ok: false, reason: 'reserved', reservations }
    return { state: 'retired' }
  },
}
