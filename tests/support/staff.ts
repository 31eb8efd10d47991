import type { AppLoadContext } from 'react-router'
import { afterAll } from 'vitest'

import { type DB, openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import type { StaffRole, StaffUserRow } from '#app/kernel/.server/db/schema.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { hashPassword } from '#app/staff/.server/password.ts'
import { createSession } from '#app/staff/.server/session.ts'

/** A fresh, migrated in-memory database and the load context a route would get. */
export async function staffTestContext(env: Record<string, string> = {}) {
  const db = openDatabase(':memory:')
  await migrateToLatest(db)
  const settings = parseSettings({ SITE_URL: 'http://localhost:3000', ...env })
  const context: AppLoadContext = {
    db,
    settings,
    cspNonce: 'test',
    requestTime: Date.now(),
    islandScripts: { entry: '', islands: {} },
  }
  return { db, settings, context }
}

/** A fresh in-memory database and its load context for the tests of the calling file, closed after them. */
export async function staffTestFileContext(env: Record<string, string> = {}) {
  const made = await staffTestContext(env)
  afterAll(() => made.db.destroy())
  return made
}

/** A fresh in-memory database for the tests of the calling file, closed after them. */
export async function staffTestDatabase(): Promise<DB> {
  return (await staffTestFileContext()).db
}

/** An active account with a password, straight into the database. */
export async function createStaffUser(
  db: DB,
  options: {
    email: string
    role?: StaffRole
    password?: string
    totpSecret?: string
    /** for a test that names the account */
    id?: string
    name?: string
  },
): Promise<StaffUserRow> {
  const now = new Date().toISOString()
  const user: StaffUserRow = {
    id: options.id ?? crypto.randomUUID(),
    email: options.email,
    name: options.name ?? 'Test Person',
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

/** The session limits of the tests: two idle hours, twelve hours at most. */
export const testSessionLimits = { STAFF_SESSION_IDLE_MINUTES: 120, STAFF_SESSION_MAX_HOURS: 12 }

/** A signed-in session of the user (two-factor passed unless `pending2fa`), made at `now`. */
export function startTestSession(
  db: DB,
  userId: string,
  options: { now?: Date; pending2fa?: boolean; limits?: typeof testSessionLimits } = {},
) {
  return createSession(db, {
    userId,
    pending2fa: options.pending2fa ?? false,
    now: options.now ?? new Date(),
    limits: options.limits ?? testSessionLimits,
    ip: null,
    userAgent: null,
  })
}

/** The cookie of a new signed-in user of the role (a fresh address each time), as a route test sends it. */
export async function signedInCookie(
  db: DB,
  role: StaffRole,
  limits: typeof testSessionLimits = testSessionLimits,
): Promise<string> {
  const user = await createStaffUser(db, { email: `${crypto.randomUUID()}@example.com`, role })
  const { token } = await startTestSession(db, user.id, { limits })
  return `staff_session=${token}`
}

/** The hashed ids of the user's sessions still in the database. */
export async function sessionIdsOf(db: DB, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_sessions')
    .select('id_hash')
    .where('user_id', '=', userId)
    .execute()
  return rows.map((row) => row.id_hash)
}
