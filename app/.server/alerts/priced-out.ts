import type { DB } from '../db/connection'
import { type Candidate, type MatchedAlert, pricedOutBy } from './matching'

/*
 * The carts each search saw above its price range: recorded when it is
 * confirmed or changed and on each pass before its digest, so a cart that
 * later falls into the range is told as a price drop, not a new arrival.
 */

/** Records the carts the alert sees above its range that `known` does not hold yet. */
export async function notePricedOut(
  trx: DB,
  alert: MatchedAlert,
  carts: readonly Candidate[],
  now: Date,
  known: ReadonlySet<string> = new Set(),
): Promise<void> {
  const fresh = pricedOutBy(alert, carts).filter((cart) => !known.has(cart.id))
  if (fresh.length === 0) return
  await trx
    .insertInto('alert_priced_out')
    .values(
      fresh.map((cart) => ({
        subscription_id: alert.id,
        vehicle_id: cart.id,
        at: now.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(['subscription_id', 'vehicle_id']).doNothing())
    .execute()
}

/** The carts each of these alerts saw above its range, by alert. */
export async function pricedOutOf(
  db: DB,
  ids: readonly string[],
): Promise<Map<string, Set<string>>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('alert_priced_out')
          .select(['subscription_id', 'vehicle_id'])
          .where('subscription_id', 'in', ids)
          .execute()
  const byAlert = new Map<string, Set<string>>()
  for (const row of rows) {
    const set = byAlert.get(row.subscription_id) ?? new Set<string>()
    set.add(row.vehicle_id)
    byAlert.set(row.subscription_id, set)
  }
  return byAlert
}
