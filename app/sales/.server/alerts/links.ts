import type { DB } from '#app/kernel/.server/db/connection.ts'
import { hashToken, randomToken } from '#app/kernel/.server/tokens.ts'
import { isLinkToken } from '#app/sales/alert-paths.ts'

/*
 * The links of a buyer's alert e-mails (manage, unsubscribe): a random secret
 * per e-mail, of which the database keeps only the SHA-256, so a copy of it
 * opens no one's alerts. A link works while its address has alerts; deleting
 * them deletes the links (record 046), whose hashes alone are kept a year so
 * an old e-mail's link can say its alerts ended.
 */

const endedLinksKeptMs = 365 * 86_400_000

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

/** Whether a link's address had all its alerts end (unsubscribed, deleted), within the year kept. */
export async function isEndedLink(db: DB, token: string): Promise<boolean> {
  if (!isLinkToken(token)) return false
  const row = await db
    .selectFrom('alert_ended_links')
    .select('token_hash')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Keeps the hashes of the links of addresses left without alerts, before
 * their rows go (`emails` as deleteEmptyAddresses selects them), and forgets
 * those older than a year.
 */
export async function endLinks(trx: DB, emails: readonly string[], now: Date): Promise<void> {
  if (emails.length > 0) {
    const links = await trx
      .selectFrom('alert_links')
      .select('token_hash')
      .where('email', 'in', emails)
      .execute()
    if (links.length > 0) {
      await trx
        .insertInto('alert_ended_links')
        .values(links.map((link) => ({ token_hash: link.token_hash, ended_at: now.toISOString() })))
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute()
    }
  }
  await trx
    .deleteFrom('alert_ended_links')
    .where('ended_at', '<', new Date(now.getTime() - endedLinksKeptMs).toISOString())
    .execute()
}
