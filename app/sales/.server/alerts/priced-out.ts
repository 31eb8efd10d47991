import type { DB } from '#app/kernel/.server/db/connection.ts'

import { type Candidate, type MatchedAlert, pricedOutBy } from './matching'

/*
 * The carts each search saw above its price range: recorded when it is
 * confirmed or changed and, on the digest passes, for the carts listed or
 * changed since the last pass, so a cart that later falls into the range is
 * told as a price drop, not a new arrival.
 */

/** Searches read at once. */
const page = 500
/** Rows written by one statement: a statement holds the event loop on SQLite, 500 took up to 2 s at five years. */
const insertBatch = 100

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

/**
 * Records, for every active search after `walk.after` (in order of id), the
 * carts among `walk.carts` it sees above its range: a page of searches at a
 * time, with `pause` between the steps, until `deadline` (performance.now()).
 * Returns the last search done when the deadline came first, undefined when
 * every search was read; the next call goes on from there.
 */
export async function notePricedOutOfAll(
  db: DB,
  walk: { carts: readonly Candidate[]; after: string },
  now: Date,
  pause: () => Promise<void>,
  deadline = Infinity,
): Promise<string | undefined> {
  if (walk.carts.length === 0) return undefined
  const at = now.toISOString()
  for (let after = walk.after; ;) {
    const alerts = await db
      .selectFrom('alert_subscriptions')
      .select(['id', 'kind', 'filters', 'vehicle_id', 'price_seen'])
      .where('status', '=', 'active')
      .where('kind', '=', 'search')
      .where('id', '>', after)
      .orderBy('id')
      .limit(page)
      .execute()
    const last = alerts.at(-1)
    if (!last) return undefined
    const known = await pricedOutOf(
      db,
      alerts.map((a) => a.id),
    )
    const fresh = alerts.flatMap((alert) =>
      pricedOutBy(alert, walk.carts)
        .filter((cart) => !known.get(alert.id)?.has(cart.id))
        .map((cart) => ({ subscription_id: alert.id, vehicle_id: cart.id, at })),
    )
    for (let from = 0; from < fresh.length; from += insertBatch) {
      await pause()
      await db
        .insertInto('alert_priced_out')
        .values(fresh.slice(from, from + insertBatch))
        .onConflict((oc) => oc.columns(['subscription_id', 'vehicle_id']).doNothing())
        .execute()
    }
    after = last.id
    if (performance.now() >= deadline) return after
    await pause()
  }
}
