import type { DB } from '#app/kernel/.server/db/connection.ts'
import { claimLockedBatches, defaultBatchSize } from '#app/kernel/.server/jobs/batches.ts'
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
 * Leads one statement deletes at most, below the scheduler's batch: each
 * takes its full-text entry with it (secure-delete rewrites the index's
 * pages), about 2.5 ms a lead on SQLite, so a hundred held the server for
 * about 250 ms.
 */
const leadsDeletedAtOnce = 20

/**
 * Deletes the quarantined messages received longer ago than the setting, with
 * their history (deleted with them) and, for one marked as spam after it was
 * mailed, its e-mails and their send log: a batch of the oldest at a time,
 * each in its own transaction, yielding to requests between batches. A batch
 * is claimed by locking its rows (PostgreSQL skips those another server's
 * batch holds; SQLite has one writer), so servers side by side delete and
 * count each message once; a pass cut short leaves the rest to the next,
 * which finds them by the same condition.
 */
export async function purgeSpam(db: DB, now: Date, batchSize = defaultBatchSize): Promise<number> {
  const days = await readSetting(db, spamRetention)
  const before = new Date(now.getTime() - days * 86_400_000).toISOString()
  // the status and time index, oldest first; deleted rows leave the set
  return claimLockedBatches(
    db,
    (trx) =>
      trx
        .selectFrom('contact_messages')
        .select('id')
        .where('status', '=', 'spam')
        .where('received_at', '<', before)
        .orderBy('received_at')
        .limit(Math.min(batchSize, leadsDeletedAtOnce)),
    async (trx, ids) => {
      const mails = trx.selectFrom('outbox').select('id').where('message_id', 'in', ids)
      await trx.deleteFrom('outbox_attempts').where('outbox_id', 'in', mails).execute()
      await trx.deleteFrom('outbox').where('message_id', 'in', ids).execute()
      await trx.deleteFrom('contact_messages').where('id', 'in', ids).execute()
      return ids
    },
  )
}
