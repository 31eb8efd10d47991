import type { Kysely } from 'kysely'

import type { Database, StaffUserRow } from '#app/kernel/.server/db/schema.ts'

/** E-mails are compared and stored lowercased: "Ann@X.example" is ann@x.example. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<StaffUserRow | undefined> {
  return db
    .selectFrom('staff_users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
}

export function findUserById(db: Kysely<Database>, id: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * Whether anyone can sign in yet: an account with a password. An invitation
 * not yet accepted does not count; inviting again renews it.
 */
export async function anyoneCanSignIn(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('staff_users')
    .select('id')
    .where('password_hash', 'is not', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** What the audit log and the staff list may show of an account (never a secret). */
export function publicFields(user: StaffUserRow) {
  return {
    email: user.email,
    name: user.name,
    role: user.role,
    active: user.active === 1,
    twoFactor: user.totp_secret !== null,
  }
}
