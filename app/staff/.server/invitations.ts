import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { accountRecord } from '#app/kernel/.server/audit/audit.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StaffRole } from '#app/kernel/.server/db/schema.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { withoutInvisibleFormatting } from '#app/kernel/free-text.ts'

import { inviteValidHours, issueLink, linkPath, openLink, useLink } from './one-time-links'
import { hashPassword, passwordProblem } from './password'
import { findUserByEmail, normalizeEmail, publicFields } from './users'

export class InvitationError extends Error {}

export type InvitationResult = { link: string; userId: string; emailed: boolean; expiresAt: Date }

/**
 * Invites a person: creates the account without a password (or renews the
 * invitation of one not yet accepted) and a one-time link valid 7 days,
 * e-mailed through the outbox when mail is configured. The first owner is
 * created this way from the command line: there is no default password.
 */
export async function inviteStaff(
  db: DB,
  options: {
    email: string
    role: StaffRole
    invitedBy: Pick<Actor, 'id' | 'email'> | null
    siteUrl: string
    sendEmail: boolean
    ip?: string | null
    now?: Date
  },
): Promise<InvitationResult> {
  const now = options.now ?? new Date()
  const email = normalizeEmail(options.email)
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new InvitationError('Enter an e-mail address such as name@example.com.')
  }
  return auditedChange(
    db,
    { actor: options.invitedBy, ip: options.ip ?? null, now },
    async (trx) => {
      let user = await findUserByEmail(trx, email)
      if (user?.password_hash) {
        throw new InvitationError('That person already has an account.')
      }
      const iso = now.toISOString()
      if (!user) {
        user = {
          id: crypto.randomUUID(),
          email,
          name: '',
          role: options.role,
          password_hash: null,
          active: 1,
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          created_at: iso,
          updated_at: iso,
        }
        await trx.insertInto('staff_users').values(user).execute()
      } else if (user.role !== options.role || user.active !== 1) {
        await trx
          .updateTable('staff_users')
          .set({ role: options.role, active: 1, updated_at: iso })
          .where('id', '=', user.id)
          .execute()
      }
      const token = await issueLink(trx, {
        purpose: 'invite',
        userId: user.id,
        createdBy: options.invitedBy?.id ?? null,
        validMinutes: inviteValidHours * 60,
        now,
      })
      const link = `${options.siteUrl}${linkPath('invite', token)}`
      const expiresAt = new Date(now.getTime() + inviteValidHours * 3_600_000)
      if (options.sendEmail) {
        await queueWrittenMail(
          trx,
          {
            to: email,
            subject: `Your ${business.name} staff account`,
            text: [
              `You have been invited to the ${business.name} back office as ${options.role === 'owner' ? 'an owner' : 'a staff member'}.`,
              '',
              'Open this link to choose your password. It works once, for 7 days:',
              link,
              '',
              'If you did not expect this e-mail, ignore it.',
            ].join('\n'),
          },
          now,
        )
      }
      return audited(
        { link, userId: user.id, emailed: options.sendEmail, expiresAt },
        accountRecord(user, 'staff.invite', { after: { email, role: options.role } }),
      )
    },
  )
}

export type AcceptResult =
  { ok: true; userId: string } | { ok: false; fields: Record<string, string> }

/** Accepts an invitation: the person's name and password; the link is then spent. */
export async function acceptInvitation(
  db: DB,
  options: { token: string; name: string; password: string; ip?: string | null; now?: Date },
): Promise<AcceptResult | null> {
  const now = options.now ?? new Date()
  const open = await openLink(db, 'invite', options.token, now)
  if (!open) return null
  const name = withoutInvisibleFormatting(options.name).trim().replace(/\s+/g, ' ')
  const fields: Record<string, string> = {}
  if (name.length < 2 || name.length > 100) fields.name = 'Enter your name (2 to 100 characters).'
  const problem = passwordProblem(options.password, { email: open.user.email, name })
  if (problem) fields.password = problem
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  const passwordHash = await hashPassword(options.password)
  return auditedChange(db, { actor: open.user, ip: options.ip ?? null, now }, async (trx) => {
    if (!(await useLink(trx, open.link, now))) return null
    await trx
      .updateTable('staff_users')
      .set({ name, password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', open.user.id)
      .execute()
    return audited(
      { ok: true as const, userId: open.user.id },
      accountRecord(open.user, 'staff.invite-accepted', {
        before: publicFields(open.user),
        after: { ...publicFields(open.user), name },
      }),
    )
  })
}
