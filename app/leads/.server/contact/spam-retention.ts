import { rowsChanged } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { bounded, readSetting, type Setting } from '#app/kernel/.server/settings/app-settings.ts'
import {
  defaultSpamRetentionDays,
  maxSpamRetentionDays,
  minSpamRetentionDays,
} from '#app/leads/spam-retention.ts'

/** Days quarantined spam is kept: the owners' setting. */
export const spamRetention: Setting<number> = {
  key: 'contact.spam_retention_days',
  read: bounded(minSpamRetentionDays, maxSpamRetentionDays, defaultSpamRetentionDays),
  write: String,
  action: 'settings.spam-retention',
  field: 'days',
}

/**
 * Deletes the quarantined messages received longer ago than the setting, with
 * their history (deleted with them) and, for one marked as spam after it was
 * mailed, its e-mails and their send log. Each statement deletes by the same
 * condition, so two servers' passes at once delete each message once.
 */
export async function purgeSpam(db: DB, now: Date): Promise<number> {
  const days = await readSetting(db, spamRetention)
  const before = new Date(now.getTime() - days * 86_400_000).toISOString()
  return withTransaction(db, async (trx) => {
    const expired = trx
      .selectFrom('contact_messages')
      .select('id')
      .where('status', '=', 'spam')
      .where('received_at', '<', before)
    const mails = trx.selectFrom('outbox').select('id').where('message_id', 'in', expired)
    await trx.deleteFrom('outbox_attempts').where('outbox_id', 'in', mails).execute()
    await trx.deleteFrom('outbox').where('message_id', 'in', expired).execute()
    const deleted = await trx
      .deleteFrom('contact_messages')
      .where('status', '=', 'spam')
      .where('received_at', '<', before)
      .executeTakeFirst()
    return rowsChanged(deleted)
  })
}
