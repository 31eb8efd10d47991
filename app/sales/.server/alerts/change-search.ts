import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { alertFormSchema, searchOf } from '#app/sales/alert-form.ts'

import { recordAlertEvent } from './events'
import { listedVehicles } from './listed-vehicles'
import { candidateOf, shownBy } from './matching'
import { notePricedOut } from './priced-out'

/*
 * A buyer changes a saved search in place from the manage page (record 050).
 * The filters are checked by the alert form's schema, like a new alert; the
 * carts the search already told of stay told, and those the new filters show
 * today count as seen, as at confirmation: the next digests tell only of
 * what is new. Price and back-in-stock alerts are not changed, only paused or
 * deleted.
 */

export type SearchChange =
  { ok: true } | { ok: false; status: 400 | 404; message: string; filters: string }

export const sameSearchMessage =
  'You already have an alert for this search: change the filters, or keep the one you have.'
const goneMessage = 'This search is no longer among your alerts.'

/** Replaces the filters of one of the address's confirmed searches, in one statement. */
export async function changeSearch(
  db: DB,
  email: string,
  id: string,
  query: string,
  now: Date,
): Promise<SearchChange> {
  const parsed = alertFormSchema.safeParse({ email, kind: 'search', filters: query })
  const search = parsed.success
    ? searchOf(parsed.data.filters ?? '')
    : { message: parsed.error.issues[0]?.message ?? 'These filters cannot be saved.' }
  if ('message' in search)
    return { ok: false, status: 400, message: search.message, filters: query }
  const { filters } = search
  const at = now.toISOString()
  const carts = (await listedVehicles(db, now)).map(candidateOf)
  return withTransaction(db, async (trx) => {
    // the address's row first: it serializes the address's changes (no two searches made equal at once)
    await trx
      .updateTable('alert_addresses')
      .set({ updated_at: at })
      .where('email', '=', email)
      .execute()
    const changed = await trx
      .updateTable('alert_subscriptions')
      .set({ filters, updated_at: at })
      .where('email', '=', email)
      .where('id', '=', id)
      .where('kind', '=', 'search')
      .where('status', 'in', ['active', 'paused'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('alert_subscriptions as other')
              .select('other.id')
              .where('other.email', '=', email)
              .where('other.id', '!=', id)
              .where('other.kind', '=', 'search')
              .where('other.filters', '=', filters),
          ),
        ),
      )
      .returningAll()
      .executeTakeFirst()
    if (!changed) {
      const mine = await trx
        .selectFrom('alert_subscriptions')
        .select('id')
        .where('email', '=', email)
        .where('id', '=', id)
        .where('kind', '=', 'search')
        .where('status', 'in', ['active', 'paused'])
        .executeTakeFirst()
      return mine
        ? { ok: false, status: 400, message: sameSearchMessage, filters }
        : { ok: false, status: 404, message: goneMessage, filters }
    }
    // what the new filters show today counts as seen; what was told stays told
    await trx.deleteFrom('alert_priced_out').where('subscription_id', '=', id).execute()
    const seen = shownBy(changed, carts)
    if (seen.length > 0) {
      await trx
        .insertInto('alert_seen')
        .values(
          seen.map((cart) => ({ subscription_id: id, vehicle_id: cart.id, digest_id: null, at })),
        )
        .onConflict((oc) => oc.columns(['subscription_id', 'vehicle_id']).doNothing())
        .execute()
    }
    await notePricedOut(trx, changed, carts, now)
    await recordAlertEvent(trx, 'changed', now)
    return { ok: true }
  })
}
