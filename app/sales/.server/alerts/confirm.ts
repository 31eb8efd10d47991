import type { ExpressionBuilder, Selectable } from 'kysely'

import { rowsChanged } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { AlertSubscriptionRow, Database } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { hashToken } from '#app/kernel/.server/tokens.ts'
import { isLinkToken } from '#app/sales/alert-paths.ts'

import { recordAlertEvent } from './events'
import { endLinks, mintLink } from './links'
import { listedVehicles } from './listed-vehicles'
import { candidateOf, shownBy } from './matching'
import { notePricedOut } from './priced-out'
import { confirmDays } from './subscribe'

const dayMs = 86_400_000

/** The moment before which an unconfirmed alert is out of time. */
const confirmCutoff = (now: Date) => new Date(now.getTime() - confirmDays * dayMs).toISOString()

/** The pending alert a confirmation link is for, while it may still be confirmed. */
export async function pendingAlert(
  db: DB,
  token: string,
  now: Date,
): Promise<Selectable<AlertSubscriptionRow> | undefined> {
  if (!isLinkToken(token)) return undefined
  return db
    .selectFrom('alert_subscriptions')
    .selectAll()
    .where('confirm_token_hash', '=', hashToken(token))
    .where('status', '=', 'pending')
    .where('created_at', '>', confirmCutoff(now))
    .executeTakeFirst()
}

/**
 * Confirms an alert: from now on it is matched. The carts it shows today
 * count as told (it alerts of what is new from here on). Returns a manage
 * link's secret, or undefined when the link is unknown, used or out of time.
 * The UPDATE is the claim: a second click finds nothing to confirm.
 */
export async function confirmAlert(db: DB, token: string, now: Date): Promise<string | undefined> {
  if (!isLinkToken(token)) return undefined
  const at = now.toISOString()
  const carts = (await listedVehicles(db, now)).map(candidateOf)
  return withTransaction(db, async (trx) => {
    const alert = await trx
      .updateTable('alert_subscriptions')
      .set({ status: 'active', confirm_token_hash: null, confirmed_at: at, updated_at: at })
      .where('confirm_token_hash', '=', hashToken(token))
      .where('status', '=', 'pending')
      .where('created_at', '>', confirmCutoff(now))
      .returningAll()
      .executeTakeFirst()
    if (!alert) return undefined
    const seen = alert.kind === 'price' ? [] : shownBy(alert, carts)
    if (seen.length > 0) {
      await trx
        .insertInto('alert_seen')
        .values(
          seen.map((cart) => ({
            subscription_id: alert.id,
            vehicle_id: cart.id,
            digest_id: null,
            at,
          })),
        )
        .execute()
    }
    await notePricedOut(trx, alert, carts, now)
    await recordAlertEvent(trx, 'confirmed', now)
    return mintLink(trx, alert.email, now)
  })
}

/** Deletes alerts nobody confirmed within the days allowed, and addresses left with none. */
export async function deleteUnconfirmed(db: DB, now: Date): Promise<number> {
  return withTransaction(db, async (trx) => {
    const result = await trx
      .deleteFrom('alert_subscriptions')
      .where('status', '=', 'pending')
      .where('created_at', '<=', confirmCutoff(now))
      .executeTakeFirst()
    await deleteEmptyAddresses(trx, now)
    return rowsChanged(result)
  })
}

/** Addresses with no alert left go, with their links (kept as ended) and digests. */
export async function deleteEmptyAddresses(trx: DB, now: Date, email?: string): Promise<void> {
  const noAlertLeft = (eb: ExpressionBuilder<Database, 'alert_addresses'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('alert_subscriptions')
          .select('alert_subscriptions.id')
          .whereRef('alert_subscriptions.email', '=', 'alert_addresses.email'),
      ),
    )
  let empty = trx.selectFrom('alert_addresses').select('email').where(noAlertLeft)
  if (email !== undefined) empty = empty.where('email', '=', email)
  const emails = (await empty.execute()).map((row) => row.email)
  await endLinks(trx, emails, now)
  if (emails.length === 0) return
  // the check again: an alert asked for meanwhile keeps its address
  await trx.deleteFrom('alert_addresses').where('email', 'in', emails).where(noAlertLeft).execute()
}
