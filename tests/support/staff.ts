import type { AppLoadContext } from 'react-router'

import { hashPassword } from '#app/.server/auth/password.ts'
import { type DB, openDatabase } from '#app/.server/db/connection.ts'
import { migrateToLatest } from '#app/.server/db/migrations.ts'
import type { StaffRole, StaffUserRow } from '#app/.server/db/schema.ts'
import { parseSettings } from '#app/.server/env.ts'

/** A fresh, migrated in-memory database and the load context a route would get. */
export async function staffTestContext(env: Record<string, string> = {}) {
  const db = openDatabase(':memory:')
  await migrateToLatest(db)
  const settings = parseSettings({ SITE_URL: 'http://localhost:3000', ...env })
  const context: AppLoadContext = { db, settings, cspNonce: 'test' }
  return { db, settings, context }
}

/** An active account with a password, straight into the database. */
export async function createStaffUser(
  db: DB,
  options: { email: string; role?: StaffRole; password?: string; totpSecret?: string },
): Promise<StaffUserRow> {
  const now = new Date().toISOString()
  const user: StaffUserRow = {
    id: crypto.randomUUID(),
    email: options.email,
    name: 'Test Person',
    role: options.role ?? 'staff',
    password_hash: options.password ? await hashPassword(options.password) : null,
    active: 1,
    totp_secret: options.totpSecret ?? null,
    totp_pending_secret: null,
    totp_last_step: null,
    created_at: now,
    updated_at: now,
  }
  await db.insertInto('staff_users').values(user).execute()
  return user
}
