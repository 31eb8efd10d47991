import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { changedRow, rowsChanged } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { AlertKind, AlertStatus } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { saltedIdentity } from '#app/privacy/.server/forget.ts'

import { deleteEmptyAddresses } from './confirm'
import { recordAlertEvent } from './events'
import { addressOfLink } from './links'
import { alertText } from './subscribe'

/** An alert as its manage page shows it. */
export type AlertView = {
  id: string
  kind: AlertKind
  status: AlertStatus
  text: string
  /** search alerts: the inventory page they watch */
  inventoryQuery: string
}

/** Every alert of an address, oldest first. */
export async function alertsOf(db: DB, email: string): Promise<AlertView[]> {
  const rows = await db
    .selectFrom('alert_subscriptions')
    .leftJoin('vehicles', 'vehicles.id', 'alert_subscriptions.vehicle_id')
    .select([
      'alert_subscriptions.id',
      'alert_subscriptions.kind',
      'alert_subscriptions.status',
      'alert_subscriptions.filters',
      'alert_subscriptions.price_seen',
      'vehicles.name as cartName',
    ])
    .where('alert_subscriptions.email', '=', email)
    .orderBy('alert_subscriptions.created_at')
    .orderBy('alert_subscriptions.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    text: alertText({ ...row, cartName: row.cartName ?? undefined }),
    inventoryQuery: row.kind === 'price' ? '' : row.filters,
  }))
}

export type ManageChange = 'pause' | 'resume' | 'delete'

/** Pauses, resumes or deletes one of the address's own alerts; false when it is not theirs (any more). */
export async function changeAlert(
  db: DB,
  email: string,
  id: string,
  change: ManageChange,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString()
  return withTransaction(db, async (trx) => {
    if (change === 'delete') {
      const result = await trx
        .deleteFrom('alert_subscriptions')
        .where('email', '=', email)
        .where('id', '=', id)
        .executeTakeFirst()
      const deleted = rowsChanged(result)
      await recordAlertEvent(trx, 'unsubscribed', now, deleted)
      return deleted > 0
    }
    const [from, to]: [AlertStatus, AlertStatus] =
      change === 'pause' ? ['active', 'paused'] : ['paused', 'active']
    const result = await trx
      .updateTable('alert_subscriptions')
      .set({ status: to, updated_at: at })
      .where('email', '=', email)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst()
    return changedRow(result)
  })
}

/**
 * Deletes every alert of an address, with its links: the one-click
 * unsubscribe, "delete all" and the owners' delete. Returns how many went.
 */
export async function deleteAllAlerts(
  db: DB,
  email: string,
  now: Date,
  /** an owner's delete: audited, with the address as a salted hash */
  by?: Actor,
): Promise<number> {
  return withTransaction(db, async (trx) => {
    const deleted = await deleteAlertsOf(trx, email, now)
    if (by) await auditAlertStep(trx, by, 'alerts.delete', email, deleted, now)
    return deleted
  })
}

async function deleteAlertsOf(trx: DB, email: string, now: Date): Promise<number> {
  const result = await trx
    .deleteFrom('alert_subscriptions')
    .where('email', '=', email)
    .executeTakeFirst()
  const deleted = rowsChanged(result)
  await recordAlertEvent(trx, 'unsubscribed', now, deleted)
  await deleteEmptyAddresses(trx, now, email)
  return deleted
}

/**
 * An owner pastes the subject of a mailto unsubscribe ("Unsubscribe <secret>"):
 * the alerts of the address its link belongs to end, as the one-click link
 * would. Audited whether or not the secret still opened anything.
 */
export async function unsubscribeByMail(
  db: DB,
  token: string,
  now: Date,
  by: Actor,
): Promise<number> {
  const email = await addressOfLink(db, token)
  return withTransaction(db, async (trx) => {
    const deleted = email === undefined ? 0 : await deleteAlertsOf(trx, email, now)
    await auditAlertStep(trx, by, 'alerts.unsubscribe-mail', email, deleted, now)
    return deleted
  })
}

/** An owner's step on an address's alerts, in the audit log without the address. */
export async function auditAlertStep(
  trx: DB,
  by: Actor,
  action: 'alerts.lookup' | 'alerts.delete' | 'alerts.unsubscribe-mail',
  /** undefined: a link that opened no address */
  email: string | undefined,
  alerts: number,
  now: Date,
): Promise<void> {
  await recordAudit(
    trx,
    {
      actor: { id: by.id, email: by.email },
      action,
      entity: 'alert_address',
      after: { ...(email === undefined ? {} : saltedIdentity(email)), alerts },
      ip: by.ip,
    },
    now,
  )
}
