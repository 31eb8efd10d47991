import { recordAccountChange, recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StaffUserRow } from '#app/kernel/.server/db/schema.ts'

import { type Client, codeLimits, forgottenAtSignIn, passwordLimits } from './guessing-limits'
import { knownDevice } from './known-devices'
import { verifyAgainstDummy, verifyPassword } from './password'
import { forgetFailures, type Limit, refundAttempt, reserveAttempt, retryText } from './throttle'
import { hashRecoveryCode, verifyTotpCode } from './totp'
import { findUserByEmail, normalizeEmail } from './users'

/** One answer for an unknown e-mail, a wrong password and a disabled account. */
export const wrongCredentials = 'That e-mail and password do not match an account.'
export const wrongCode =
  'That code is not valid. Enter the current code from your app, or a recovery code.'

/** A refused attempt: why, and when it must wait, when that wait ends (for Retry-After). */
type Refused = { ok: false; message: string; retryAt?: Date }

export type SignInResult = { ok: true; user: StaffUserRow; needsCode: boolean } | Refused

/** What both steps are told of the client: its address and its device cookie, if any. */
type ClientOptions = { ip: string | null; deviceToken?: string; now?: Date }

const refused = (until: Date, now: Date): Refused => ({
  ok: false,
  message: retryText(until, now),
  retryAt: until,
})

/** The attempt succeeded: its slots are given back, and a complete sign-in forgets the client's typos. */
async function succeeded(db: DB, limits: Limit[], client: Client, complete: boolean) {
  await refundAttempt(db, limits)
  if (complete) await forgetFailures(db, forgottenAtSignIn(client))
}

/**
 * The password step. The attempt is counted before the password is checked
 * (see guessing-limits.ts for on what); a refused attempt costs no argon2
 * time. An unknown e-mail costs the same argon2 time as a wrong password and
 * gets the same message, so neither timing nor words reveal which accounts
 * exist.
 */
export async function checkPassword(
  db: DB,
  options: { email: string; password: string } & ClientOptions,
): Promise<SignInResult> {
  const now = options.now ?? new Date()
  const email = normalizeEmail(options.email).slice(0, 320)
  const user = email ? await findUserByEmail(db, email) : undefined
  const device = await knownDevice(db, { token: options.deviceToken, userId: user?.id, now })
  const client: Client = { email, ip: options.ip, device }
  const limits = passwordLimits(client)
  const reserved = await reserveAttempt(db, limits, now)
  if (!reserved.ok) return refused(reserved.until, now)

  const usable = user && user.active === 1 && user.password_hash
  const valid = usable
    ? await verifyPassword(user.password_hash as string, options.password)
    : await verifyAgainstDummy(options.password)
  if (!valid || !user) {
    await recordAudit(
      db,
      {
        actor: { id: user?.id ?? null, email },
        action: 'sign-in.failure',
        entity: 'staff_user',
        entityId: user?.id ?? null,
        after: { reason: 'password', knownDevice: device !== null },
        ip: options.ip,
      },
      now,
    )
    return { ok: false, message: wrongCredentials }
  }
  const needsCode = user.totp_secret !== null
  await succeeded(db, limits, client, !needsCode)
  return { ok: true, user, needsCode }
}

export type CodeResult = { ok: true; usedRecoveryCode: boolean } | Refused

/**
 * The second step: a code from the authenticator app, or one of the
 * recovery codes (each works once). Counted before it is checked, like
 * passwords, on counters only the password's holders can fill.
 */
export async function checkSecondFactor(
  db: DB,
  options: { user: StaffUserRow; code: string } & ClientOptions,
): Promise<CodeResult> {
  const now = options.now ?? new Date()
  const { user } = options
  const device = await knownDevice(db, { token: options.deviceToken, userId: user.id, now })
  const client: Client = { email: user.email, ip: options.ip, device }
  const limits = codeLimits(client)
  const reserved = await reserveAttempt(db, limits, now)
  if (!reserved.ok) return refused(reserved.until, now)

  const accepted = await acceptCode(db, user, options.code.trim().slice(0, 40), now)
  if (accepted) {
    await succeeded(db, limits, client, true)
    return { ok: true, usedRecoveryCode: accepted === 'recovery code' }
  }
  await recordAccountChange(
    db,
    user,
    'sign-in.failure',
    { after: { reason: 'two-factor code', knownDevice: device !== null }, ip: options.ip },
    now,
  )
  return { ok: false, message: wrongCode }
}

/** Uses up a valid code or recovery code, and says which it was; null when it is neither. */
async function acceptCode(
  db: DB,
  user: StaffUserRow,
  code: string,
  now: Date,
): Promise<'app code' | 'recovery code' | null> {
  if (user.totp_secret && /^\d{3}\s?\d{3}$/.test(code)) {
    const step = await verifyTotpCode(user.totp_secret, code, {
      now,
      lastStep: user.totp_last_step,
    })
    if (step === null) return null
    // only a later step may be used next: the same code never works twice
    const taken = await db
      .updateTable('staff_users')
      .set({ totp_last_step: step })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst()
    return changedRow(taken) ? 'app code' : null
  }
  if (code.length < 10) return null
  const used = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', user.id)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return changedRow(used) ? 'recovery code' : null
}
