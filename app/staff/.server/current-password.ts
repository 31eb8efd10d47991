import { recordAccountChange } from '#app/kernel/.server/audit/audit.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StaffUserRow } from '#app/kernel/.server/db/schema.ts'

import { currentPasswordLimits } from './guessing-limits'
import { verifyAgainstDummy, verifyPassword } from './password'
import { forgetFailures, reserveAttempt, retryText } from './throttle'

export const wrongCurrentPassword = 'That is not your current password.'

/** The changes of the Account page that ask for the current password first. */
export type GuardedChange = 'password.change' | 'two-factor.disable'

export type CurrentPasswordCheck = { ok: true } | { ok: false; message: string; retryAt?: Date }

/**
 * The current password, asked again before a change that a stolen session
 * must not make. Throttled per account like sign-in (the attempt is counted
 * before argon2 runs), and a wrong one is audited as "<change>.failure".
 */
export async function confirmCurrentPassword(
  db: DB,
  options: {
    user: StaffUserRow
    password: string
    change: GuardedChange
    ip: string | null
    now: Date
  },
): Promise<CurrentPasswordCheck> {
  const { user, now } = options
  const limits = currentPasswordLimits(user.id)
  const reserved = await reserveAttempt(db, limits, now)
  if (!reserved.ok) {
    return { ok: false, message: retryText(reserved.until, now), retryAt: reserved.until }
  }
  const valid = user.password_hash
    ? await verifyPassword(user.password_hash, options.password)
    : await verifyAgainstDummy(options.password)
  if (!valid) {
    await recordAccountChange(
      db,
      user,
      `${options.change}.failure`,
      { after: { reason: 'current password' }, ip: options.ip },
      now,
    )
    return { ok: false, message: wrongCurrentPassword }
  }
  // only the account's holder, signed in, counts here: a right password ends the count
  await forgetFailures(
    db,
    limits.map((limit) => limit.key),
  )
  return { ok: true }
}
