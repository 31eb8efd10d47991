import { accountRecord } from '#app/kernel/.server/audit/audit.ts'
import { audited, auditedChange, type ChangedBy } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StaffRole, StaffUserRow } from '#app/kernel/.server/db/schema.ts'
import { changeSetting, requireTwoFactor } from '#app/kernel/.server/settings/app-settings.ts'

import { confirmCurrentPassword } from './current-password'
import { hashPassword, passwordProblem } from './password'
import { endUserSessions } from './session'
import { findUserById, publicFields } from './users'

export class StaffChangeError extends Error {}

export type StaffListEntry = ReturnType<typeof publicFields> & {
  id: string
  invited: boolean
  createdAt: string
}

export async function listStaff(db: DB): Promise<StaffListEntry[]> {
  const rows = await db.selectFrom('staff_users').selectAll().orderBy('email').execute()
  return rows.map((row) => ({
    ...publicFields(row),
    id: row.id,
    invited: row.password_hash === null,
    createdAt: row.created_at,
  }))
}

async function activeOwners(db: DB): Promise<number> {
  const rows = await db
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'owner')
    .where('active', '=', 1)
    .execute()
  return rows.length
}

/** The account a change is for; a stale form may name one that is gone. */
async function existingUser(db: DB, userId: string): Promise<StaffUserRow> {
  const target = await findUserById(db, userId)
  if (!target) throw new StaffChangeError('That account does not exist.')
  return target
}

/** The last active owner can neither be demoted nor disabled: someone must hold the keys. */
async function keepAnOwner(db: DB, target: StaffUserRow) {
  if (target.role === 'owner' && target.active === 1 && (await activeOwners(db)) <= 1) {
    throw new StaffChangeError('The last active owner cannot lose that role or be disabled.')
  }
}

export async function changeRole(
  db: DB,
  options: ChangedBy & { userId: string; role: StaffRole },
): Promise<void> {
  const target = await existingUser(db, options.userId)
  if (target.role === options.role) return
  if (options.role !== 'owner') await keepAnOwner(db, target)
  await auditedChange(db, options, async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ role: options.role, updated_at: new Date().toISOString() })
      .where('id', '=', target.id)
      .execute()
    return audited(
      undefined,
      accountRecord(target, 'staff.role', {
        before: { email: target.email, role: target.role },
        after: { email: target.email, role: options.role },
      }),
    )
  })
}

/** Disabling ends every session of the account at once. */
export async function setActive(
  db: DB,
  options: ChangedBy & { userId: string; active: boolean },
): Promise<void> {
  const target = await existingUser(db, options.userId)
  if ((target.active === 1) === options.active) return
  if (!options.active) await keepAnOwner(db, target)
  await auditedChange(db, options, async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ active: options.active ? 1 : 0, updated_at: new Date().toISOString() })
      .where('id', '=', target.id)
      .execute()
    const ended = options.active ? 0 : await endUserSessions(trx, target.id)
    return audited(
      undefined,
      accountRecord(target, options.active ? 'staff.enable' : 'staff.disable', {
        before: { email: target.email, active: target.active === 1 },
        after: { email: target.email, active: options.active, sessionsEnded: ended },
      }),
    )
  })
}

export async function requireTwoFactorForAll(
  db: DB,
  options: ChangedBy & { required: boolean },
): Promise<void> {
  await changeSetting(db, requireTwoFactor, {
    actor: options.actor,
    value: options.required,
    ip: options.ip,
  })
}

export type PasswordChange =
  { ok: true } | { ok: false; fields: Record<string, string>; retryAt?: Date }

/**
 * A new password needs the current one (throttled, see current-password.ts);
 * every other session of the account ends.
 */
export async function changePassword(
  db: DB,
  options: {
    user: StaffUserRow
    current: string
    next: string
    keepSession: string
    ip: string | null
    now?: Date
  },
): Promise<PasswordChange> {
  const { user } = options
  const now = options.now ?? new Date()
  const confirmed = await confirmCurrentPassword(db, {
    user,
    password: options.current,
    change: 'password.change',
    ip: options.ip,
    now,
  })
  if (!confirmed.ok) {
    return { ok: false, fields: { current: confirmed.message }, retryAt: confirmed.retryAt }
  }
  const problem = passwordProblem(options.next, user)
  if (problem) return { ok: false, fields: { next: problem } }
  const passwordHash = await hashPassword(options.next)
  await auditedChange(db, { actor: user, ip: options.ip, now }, async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', user.id)
      .execute()
    const ended = await endUserSessions(trx, user.id, { except: options.keepSession })
    return audited(
      undefined,
      accountRecord(user, 'password.change', { after: { otherSessionsEnded: ended } }),
    )
  })
  return { ok: true }
}
