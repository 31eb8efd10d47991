import { isLinkToken } from '#app/lib/alert-paths.ts'

import { hashToken, randomToken } from '../auth/tokens'
import type { DB } from '../db/connection'

/*
 * The links of a buyer's alert e-mails (manage, unsubscribe): a random secret
 * per e-mail, of which the database keeps only the SHA-256, so a copy of it
 * opens no one's alerts. A link works while its address has alerts; deleting
 * them deletes the links (record 046).
 */

/** A new link secret for an address, stored hashed in the caller's transaction. */
export async function mintLink(trx: DB, email: string, now: Date): Promise<string> {
  const token = randomToken()
  await trx
    .insertInto('alert_links')
    .values({ token_hash: hashToken(token), email, created_at: now.toISOString() })
    .execute()
  return token
}

/** The address a link belongs to, or undefined for a made-up, altered or deleted one. */
export async function addressOfLink(db: DB, token: string): Promise<string | undefined> {
  if (!isLinkToken(token)) return undefined
  const row = await db
    .selectFrom('alert_links')
    .select('email')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  return row?.email
}
