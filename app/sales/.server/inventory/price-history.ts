import { randomUUID } from 'node:crypto'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PriceChangeKind, Sale } from '#app/sales/cart-sale.ts'
import type { VehicleForm } from '#app/sales/vehicle-form.ts'

/*
 * A vehicle's prices over time: a row each time its price is set, corrected,
 * or a sale is set or ended early, written in the transaction that makes the
 * change, read on the back office's vehicle page. `{ id: null }` records a
 * change made by no staff member.
 */

type Priced = { price: number; priceOnRequest: boolean; saleSchedule: Sale | null }

const sameSale = (a: Sale | null, b: Sale | null) =>
  a?.price === b?.price && a?.startsAt === b?.startsAt && a?.endsAt === b?.endsAt

/** What a save changed about the price, as history rows' kinds and prices. */
export function priceChanges(
  before: Priced | undefined,
  form: Pick<VehicleForm, 'price' | 'priceOnRequest' | 'sale'>,
): { kind: PriceChangeKind; price: number; sale: Sale | null }[] {
  const changes: { kind: PriceChangeKind; price: number; sale: Sale | null }[] = []
  if (!before) changes.push({ kind: 'price', price: form.price, sale: null })
  else if (before.price !== form.price || before.priceOnRequest !== form.priceOnRequest)
    changes.push({ kind: 'correction', price: form.price, sale: null })
  const was = before?.saleSchedule ?? null
  if (form.sale && !sameSale(was, form.sale))
    changes.push({ kind: 'sale', price: form.sale.price, sale: form.sale })
  else if (!form.sale && was) changes.push({ kind: 'sale-ended', price: form.price, sale: null })
  return changes
}

export async function recordPriceChanges(
  db: DB,
  vehicleId: string,
  before: Priced | undefined,
  form: Pick<VehicleForm, 'price' | 'priceOnRequest' | 'sale'>,
  actor: Pick<Actor, 'id'> | { id: null },
  at: string,
) {
  for (const change of priceChanges(before, form)) {
    await db
      .insertInto('vehicle_price_changes')
      .values({
        id: randomUUID(),
        vehicle_id: vehicleId,
        kind: change.kind,
        price: change.price,
        price_on_request: form.priceOnRequest ? 1 : 0,
        sale_starts_at: change.sale?.startsAt ?? null,
        sale_ends_at: change.sale?.endsAt ?? null,
        changed_by: actor.id,
        changed_at: at,
      })
      .execute()
  }
}

export type PriceChange = {
  kind: PriceChangeKind
  price: number
  priceOnRequest: boolean
  /** for a sale: when it runs */
  sale: { startsAt: string; endsAt: string | null } | null
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
    kind: row.kind,
    price: row.price,
    priceOnRequest: row.price_on_request === 1,
    sale: row.sale_starts_at ? { startsAt: row.sale_starts_at, endsAt: row.sale_ends_at } : null,
    changedBy: row.changed_by,
    changedAt: row.changed_at,
  }))
}
