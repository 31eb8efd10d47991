import type { Kysely } from 'kysely'

import { rowsChanged } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Database, StaffSessionRow, StaffUserRow } from '#app/kernel/.server/db/schema.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { hashToken, randomToken } from '#app/kernel/.server/tokens.ts'

import { readCookie, sessionCookieName } from './cookie'

export type SessionLimits = Pick<Settings, 'STAFF_SESSION_IDLE_MINUTES' | 'STAFF_SESSION_MAX_HOURS'>

/** a session between password and code lasts this long: enough to open the app, not to linger */
export const pendingMinutes = 10

/** last_seen_at is written at most this often, not on every request */
const touchEverySeconds = 60

/** Whether a session has ended: past its absolute end, or idle longer than allowed. */
export function sessionExpired(
  session: Pick<StaffSessionRow, 'last_seen_at' | 'expires_at'>,
  now: Date,
  limits: SessionLimits,
): boolean {
  if (now.toISOString() >= session.expires_at) return true
  const idleUntil =
    new Date(session.last_seen_at).getTime() + limits.STAFF_SESSION_IDLE_MINUTES * 60_000
  return now.getTime() >= idleUntil
}

export type NewSession = { token: string; row: StaffSessionRow }

/** A new session with a fresh random id; the database keeps only the id's hash. */
export async function createSession(
  db: DB,
  options: {
    userId: string
    pending2fa: boolean
    now: Date
    limits: SessionLimits
    ip: string | null
    userAgent: string | null
  },
): Promise<NewSession> {
  const token = randomToken()
  const iso = options.now.toISOString()
  const row: StaffSessionRow = {
    id_hash: hashToken(token),
    user_id: options.userId,
    csrf_token: randomToken(),
    pending_2fa: options.pending2fa ? 1 : 0,
    created_at: iso,
    last_seen_at: iso,
    expires_at: new Date(
      options.now.getTime() +
        (options.pending2fa
          ? pendingMinutes * 60_000
          : options.limits.STAFF_SESSION_MAX_HOURS * 3_600_000),
    ).toISOString(),
    ip: options.ip,
    user_agent: options.userAgent?.slice(0, 300) ?? null,
  }
  await db.insertInto('staff_sessions').values(row).execute()
  return { token, row }
}

export type LoadedSession = { session: StaffSessionRow; user: StaffUserRow }

/**
 * The session a request's cookie names, with its user, when it is still
 * valid and the account active. An ended session is deleted on sight.
 */
export async function loadSession(
  db: DB,
  request: Request,
  options: { now: Date; limits: SessionLimits; siteUrl: string; renewed?: string },
): Promise<LoadedSession | null> {
  const token =
    options.renewed ?? readCookie(request.headers.get('cookie'), sessionCookieName(options.siteUrl))
  if (!token) return null
  const idHash = hashToken(token)
  const session = await db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .executeTakeFirst()
  if (!session) return null
  const user = await db
    .selectFrom('staff_users')
    .selectAll()
    .where('id', '=', session.user_id)
    .executeTakeFirst()
  if (!user || user.active !== 1 || sessionExpired(session, options.now, options.limits)) {
    await endSession(db, idHash)
    return null
  }
  const seenAgo = options.now.getTime() - new Date(session.last_seen_at).getTime()
  if (seenAgo >= touchEverySeconds * 1000) {
    const iso = options.now.toISOString()
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: iso })
      .where('id_hash', '=', idHash)
      .execute()
    session.last_seen_at = iso
  }
  return { session, user }
}

export async function endSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute()
}

/** Ends every session of a user, except optionally one (the one making the change). */
export async function endUserSessions(
  db: Kysely<Database>,
  userId: string,
  options: { except?: string } = {},
): Promise<number> {
  let query = db.deleteFrom('staff_sessions').where('user_id', '=', userId)
  if (options.except) query = query.where('id_hash', '!=', options.except)
  const result = await query.executeTakeFirst()
  return rowsChanged(result)
}
