import { accountRecord } from '#app/kernel/.server/audit/audit.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business } from '#app/kernel/dealer/business.ts'

import { issueLink, linkPath, openLink, resetValidMinutes, useLink } from './one-time-links'
import { hashPassword, passwordProblem } from './password'
import { endUserSessions } from './session'
import { findUserByEmail } from './users'

/** The same words whether or not the address has an account. */
export const resetRequestedMessage = 'If that address has an account, we sent a link.'

/** A reset link of the account: one use, valid 30 minutes. */
function issueResetLink(trx: Parameters<typeof issueLink>[0], userId: string, now: Date) {
  return issueLink(trx, {
    purpose: 'reset',
    userId,
    createdBy: null,
    validMinutes: resetValidMinutes,
    now,
  })
}

/**
 * "Forgot password?": an active account with a password gets a one-time
 * link valid 30 minutes, e-mailed through the outbox. Nothing tells the
 * visitor whether the address has an account.
 */
export async function requestPasswordReset(
  db: DB,
  options: { email: string; siteUrl: string; ip: string | null; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date()
  const user = await findUserByEmail(db, options.email)
  if (!user || user.active !== 1 || !user.password_hash) return
  await auditedChange(db, { actor: user, ip: options.ip, now }, async (trx) => {
    const token = await issueResetLink(trx, user.id, now)
    await queueWrittenMail(
      trx,
      {
        to: user.email,
        subject: `Reset your ${business.name} staff password`,
        text: [
          'Someone (we hope you) asked to reset the password of your staff account.',
          '',
          'Open this link to choose a new password. It works once, for 30 minutes:',
          `${options.siteUrl}${linkPath('reset', token)}`,
          '',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      },
      now,
    )
    return audited(undefined, accountRecord(user, 'password.reset-requested'))
  })
}

/**
 * A reset link made on the command line (`npm run staff -- reset EMAIL`),
 * for an owner to pass on when mail is not configured. Null for an unknown
 * or disabled account.
 */
export async function resetLinkFor(
  db: DB,
  options: { email: string; siteUrl: string; now?: Date },
): Promise<string | null> {
  const now = options.now ?? new Date()
  const user = await findUserByEmail(db, options.email)
  if (!user || user.active !== 1) return null
  // made on the command line: nobody signed in, from no address
  return auditedChange(db, { actor: null, ip: null, now }, async (trx) => {
    const token = await issueResetLink(trx, user.id, now)
    return audited(
      `${options.siteUrl}${linkPath('reset', token)}`,
      accountRecord(user, 'password.reset-link', { after: { email: user.email } }),
    )
  })
}

export type ResetResult = { ok: true } | { ok: false; message: string } | null

/** Sets the new password from a reset link; every session of the account ends. */
export async function resetPassword(
  db: DB,
  options: { token: string; password: string; ip: string | null; now?: Date },
): Promise<ResetResult> {
  const now = options.now ?? new Date()
  const open = await openLink(db, 'reset', options.token, now)
  if (!open) return null
  const problem = passwordProblem(options.password, open.user)
  if (problem) return { ok: false, message: problem }
  const passwordHash = await hashPassword(options.password)
  return auditedChange(db, { actor: open.user, ip: options.ip, now }, async (trx) => {
    if (!(await useLink(trx, open.link, now))) return null
    await trx
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', open.user.id)
      .execute()
    const ended = await endUserSessions(trx, open.user.id)
    return audited(
      { ok: true as const },
      accountRecord(open.user, 'password.reset', { after: { sessionsEnded: ended } }),
    )
  })
}
