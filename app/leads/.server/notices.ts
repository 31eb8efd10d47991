import type { Kysely } from 'kysely'

import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { Database } from '#app/kernel/.server/db/schema.ts'

/**
 * Claims a reminder or digest for sending: true for the one caller whose
 * insert of `key` lands. Call it in the transaction that queues the e-mail,
 * so the claim and the e-mail commit together; a second server (or the same
 * one after a restart) finds the key taken and sends nothing.
 */
export async function claimNotice(
  trx: Kysely<Database>,
  key: string,
  at: Date,
  messageId: string | null = null,
): Promise<boolean> {
  const result = await trx
    .insertInto('lead_notices')
    .values({ key, message_id: messageId, created_at: at.toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst()
  return changedRow(result)
}
