import { randomUUID } from 'node:crypto'

import type { VehicleForm } from '#app/lib/vehicle-form.ts'

import type { Actor } from '../auth/actor'
import type { DB } from '../db/connection'

/*
 * A vehicle's prices over time: a row each time its price is set, written in
 * the transaction that sets it, read on the back office's vehicle page. `{ id: null }`
 * records a price set by no staff member.
 */

export async function recordPrice(
  db: DB,
  vehicleId: string,
  form: VehicleForm,
  actor: Pick<Actor, 'id'> | { id: null },
  at: string,
) {
  await db
    .insertInto('vehicle_price_changes')
    .values({
      id: randomUUID(),
      vehicle_id: vehicleId,
      price: form.price,
      price_on_request: form.priceOnRequest ? 1 : 0,
      changed_by: actor.id,
      changed_at: at,
    })
    .execute()
}

export type PriceChange = {
  price: number
  priceOnRequest: boolean
  changedBy: string | null
  changedAt: string
}

/** A cart's prices, newest first. */
export async function priceHistory(db: DB, id: string): Promise<PriceChange[]> {
  const rows = await db
    .selectFrom('vehicle_price_changes')
    .selectAll()
    .where('vehicle_id', '=', id)
    .orderBy('changed_at', 'desc')
    .execute()
  return rows.map((row) => ({
    price: row.price,
    priceOnRequest: row.price_on_request === 1,
    changedBy: row.changed_by,
    changedAt: row.changed_at,
  }))
}
