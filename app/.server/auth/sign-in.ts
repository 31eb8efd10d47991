import type { DB } from '../db/connection'
import type { StaffUserRow } from '../db/schema'
import { recordAccountChange, recordAudit } from './audit'
import { verifyAgainstDummy, verifyPassword } from './password'
import {
  accountKey,
  addressKey,
  clearFailures,
  recordFailure,
  retryText,
  throttledUntil,
} from './throttle'
import { hashRecoveryCode, verifyTotpCode } from './totp'
import { findUserByEmail, normalizeEmail } from './users'

/** One answer for an unknown e-mail, a wrong password and a disabled account. */
export const wrongCredentials = 'That e-mail and password do not match an account.'
export const wrongCode =
  'That code is not valid. Enter the current code from your app, or a recovery code.'

export type SignInResult =
  | { ok: true; user: StaffUserRow; needsCode: boolean }
  | { ok: false; message: string; retryAt?: Date }

function throttleKeys(email: string, ip: string | null) {
  return [accountKey(email), ...(ip ? [addressKey(ip)] : [])]
}

/**
 * The password step. Throttled per account and per address (growing waits,
 * never a lock-out); an unknown e-mail costs the same argon2 time as a wrong
 * password and gets the same message, so neither timing nor words reveal
 * which accounts exist.
 */
export async function checkPassword(
  db: DB,
  options: { email: string; password: string; ip: string | null; now?: Date },
): Promise<SignInResult> {
  const now = options.now ?? new Date()
  const email = normalizeEmail(options.email).slice(0, 320)
  const keys = throttleKeys(email, options.ip)
  const until = await throttledUntil(db, keys, now)
  if (until) return { ok: false, message: retryText(until, now), retryAt: until }

  const user = email ? await findUserByEmail(db, email) : undefined
  const usable = user && user.active === 1 && user.password_hash
  const valid = usable
    ? await verifyPassword(user.password_hash as string, options.password)
    : await verifyAgainstDummy(options.password)
  if (!valid || !user) {
    await recordFailure(db, keys, now)
    await recordAudit(
      db,
      {
        actor: { id: user?.id ?? null, email },
        action: 'sign-in.failure',
        entity: 'staff_user',
        entityId: user?.id ?? null,
        after: { reason: 'password' },
        ip: options.ip,
      },
      now,
    )
    return { ok: false, message: wrongCredentials }
  }
  await clearFailures(db, [accountKey(email)])
  return { ok: true, user, needsCode: user.totp_secret !== null }
}

export type CodeResult = { ok: true; usedRecoveryCode: boolean } | { ok: false; message: string }

/**
 * The second step: a code from the authenticator app, or one of the
 * recovery codes (each works once). Throttled like passwords.
 */
export async function checkSecondFactor(
  db: DB,
  options: { user: StaffUserRow; code: string; ip: string | null; now?: Date },
): Promise<CodeResult> {
  const now = options.now ?? new Date()
  const { user } = options
  const keys = throttleKeys(user.email, options.ip)
  const until = await throttledUntil(db, keys, now)
  if (until) return { ok: false, message: retryText(until, now) }
  const code = options.code.trim().slice(0, 40)

  if (user.totp_secret && /^\d{3}\s?\d{3}$/.test(code)) {
    const step = await verifyTotpCode(user.totp_secret, code, {
      now,
      lastStep: user.totp_last_step,
    })
    if (step !== null) {
      // only a later step may be used next: the same code never works twice
      const taken = await db
        .updateTable('staff_users')
        .set({ totp_last_step: step })
        .where('id', '=', user.id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst()
      if (Number(taken.numUpdatedRows) === 1) {
        await clearFailures(db, [accountKey(user.email)])
        return { ok: true, usedRecoveryCode: false }
      }
    }
  } else if (code.length >= 10) {
    const used = await db
      .updateTable('staff_recovery_codes')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', user.id)
      .where('code_hash', '=', hashRecoveryCode(code))
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(used.numUpdatedRows) === 1) {
      await clearFailures(db, [accountKey(user.email)])
      return { ok: true, usedRecoveryCode: true }
    }
  }
  await recordFailure(db, keys, now)
  await recordAccountChange(
    db,
    user,
    'sign-in.failure',
    { after: { reason: 'two-factor code' }, ip: options.ip },
    now,
  )
  return { ok: false, message: wrongCode }
}
