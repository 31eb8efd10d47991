import { accountRecord } from '#app/kernel/.server/audit/audit.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StaffUserRow } from '#app/kernel/.server/db/schema.ts'

import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, verifyTotpCode } from './totp'

/** The secret being set up: made once, kept until confirmed or cancelled. */
export async function pendingTotpSecret(db: DB, user: StaffUserRow): Promise<string> {
  if (user.totp_pending_secret) return user.totp_pending_secret
  const secret = newTotpSecret()
  await db
    .updateTable('staff_users')
    .set({ totp_pending_secret: secret })
    .where('id', '=', user.id)
    .execute()
  return secret
}

/** Replaces the recovery codes; returns the new ones, the only time they are shown. */
async function replaceRecoveryCodes(db: DB, userId: string, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes()
  await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute()
  await db
    .insertInto('staff_recovery_codes')
    .values(
      codes.map((code) => ({
        code_hash: hashRecoveryCode(code),
        user_id: userId,
        used_at: null,
        created_at: now.toISOString(),
      })),
    )
    .execute()
  return codes
}

/**
 * The first code from the app confirms the set-up: two-factor is on, and
 * ten recovery codes are made. Returns them, or null for a wrong code.
 */
export async function confirmTwoFactor(
  db: DB,
  options: { user: StaffUserRow; code: string; ip: string | null; now?: Date },
): Promise<string[] | null> {
  const now = options.now ?? new Date()
  const { user } = options
  if (!user.totp_pending_secret) return null
  const step = await verifyTotpCode(user.totp_pending_secret, options.code, { now, lastStep: null })
  if (step === null) return null
  return auditedChange(db, { actor: user, ip: options.ip, now }, async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({
        totp_secret: user.totp_pending_secret,
        totp_pending_secret: null,
        totp_last_step: step,
        updated_at: now.toISOString(),
      })
      .where('id', '=', user.id)
      .execute()
    const codes = await replaceRecoveryCodes(trx, user.id, now)
    return audited(
      codes,
      accountRecord(user, 'two-factor.enable', {
        before: { twoFactor: user.totp_secret !== null },
        after: { twoFactor: true },
      }),
    )
  })
}

export async function newRecoveryCodesFor(
  db: DB,
  options: { user: StaffUserRow; ip: string | null; now?: Date },
): Promise<string[]> {
  const now = options.now ?? new Date()
  return auditedChange(db, { actor: options.user, ip: options.ip, now }, async (trx) => {
    const codes = await replaceRecoveryCodes(trx, options.user.id, now)
    return audited(codes, accountRecord(options.user, 'two-factor.recovery-codes'))
  })
}

/** Turns two-factor off (the caller has checked the password). */
export async function disableTwoFactor(
  db: DB,
  options: { user: StaffUserRow; ip: string | null; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date()
  await auditedChange(db, { actor: options.user, ip: options.ip, now }, async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', options.user.id)
      .execute()
    await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', options.user.id).execute()
    return audited(
      undefined,
      accountRecord(options.user, 'two-factor.disable', {
        before: { twoFactor: true },
        after: { twoFactor: false },
      }),
    )
  })
}

export async function unusedRecoveryCodes(db: DB, userId: string): Promise<number> {
  const rows = await db
    .selectFrom('staff_recovery_codes')
    .select('code_hash')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute()
  return rows.length
}
