import type { Kysely } from 'kysely'

import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type {
  Database,
  StaffTokenPurpose,
  StaffTokenRow,
  StaffUserRow,
} from '#app/kernel/.server/db/schema.ts'
import { hashToken, randomToken } from '#app/kernel/.server/tokens.ts'

export const inviteValidHours = 7 * 24
export const resetValidMinutes = 30

export function linkPath(purpose: StaffTokenPurpose, token: string): string {
  return purpose === 'invite' ? `/admin/invite/${token}` : `/admin/reset-password/${token}`
}

/**
 * A new one-time link for a user. Earlier unused links of the same purpose
 * stop working, so only the newest link in anyone's inbox opens.
 */
export async function issueLink(
  trx: Kysely<Database>,
  options: {
    purpose: StaffTokenPurpose
    userId: string
    createdBy: string | null
    validMinutes: number
    now: Date
  },
): Promise<string> {
  const token = randomToken()
  const iso = options.now.toISOString()
  await trx
    .updateTable('staff_tokens')
    .set({ used_at: iso })
    .where('user_id', '=', options.userId)
    .where('purpose', '=', options.purpose)
    .where('used_at', 'is', null)
    .execute()
  await trx
    .insertInto('staff_tokens')
    .values({
      token_hash: hashToken(token),
      purpose: options.purpose,
      user_id: options.userId,
      created_by: options.createdBy,
      expires_at: new Date(options.now.getTime() + options.validMinutes * 60_000).toISOString(),
      used_at: null,
      created_at: iso,
    })
    .execute()
  return token
}

export type OpenLink = { link: StaffTokenRow; user: StaffUserRow }

/** The link's row and user while it is unused, unexpired and the account active. */
export async function openLink(
  db: Kysely<Database>,
  purpose: StaffTokenPurpose,
  token: string,
  now: Date,
): Promise<OpenLink | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const link = await db
    .selectFrom('staff_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst()
  if (!link || link.used_at !== null || link.expires_at <= now.toISOString()) return null
  const user = await db
    .selectFrom('staff_users')
    .selectAll()
    .where('id', '=', link.user_id)
    .executeTakeFirst()
  if (!user || user.active !== 1) return null
  return { link, user }
}

/** Marks a link used; false when another request used it first. */
export async function useLink(trx: Kysely<Database>, link: StaffTokenRow, now: Date) {
  const result = await trx
    .updateTable('staff_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', link.token_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return changedRow(result)
}
