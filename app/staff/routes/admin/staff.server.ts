import { data } from 'react-router'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { pageLinkOrigin } from '#app/kernel/.server/local-address.ts'
import { formText } from '#app/kernel/admin-page.ts'
import { InvitationError, inviteStaff } from '#app/staff/.server/invitations.ts'
import {
  changeRole,
  requireTwoFactorForAll,
  setActive,
  StaffChangeError,
} from '#app/staff/.server/staff-admin.ts'

/*
 * The staff page's intents, one function each: what the form says handed to
 * the staff module, and its outcome as the page shows it; a refused change
 * is the form's 400.
 */

export type StaffResult = {
  message?: string
  error?: string
  fields?: Record<string, string>
  link?: string
}

/** An owner's post to the page: who sent it, from where, to which page. */
export type StaffPost = {
  db: DB
  settings: Settings
  actor: { id: string; email: string }
  ip: string | null
  /** the page's address, for an invitation link when SITE_URL is not set */
  url: string
}

const role = (value: string) => (value === 'owner' ? 'owner' : 'staff')

/** A change's answer, or its refusal as the page's 400: the invitee's address or the reason. */
async function answered(change: () => Promise<ReturnType<typeof data<StaffResult>>>) {
  try {
    return await change()
  } catch (error) {
    if (error instanceof InvitationError) {
      return data<StaffResult>({ fields: { email: error.message } }, { status: 400 })
    }
    if (error instanceof StaffChangeError) {
      return data<StaffResult>({ error: error.message }, { status: 400 })
    }
    throw error
  }
}

export function invite({ db, settings, actor, ip, url }: StaffPost, form: FormData) {
  return answered(async () => {
    const email = formText(form, 'email')
    const links = pageLinkOrigin(settings, url)
    const invited = await inviteStaff(db, {
      email,
      role: role(formText(form, 'role')),
      invitedBy: actor,
      siteUrl: links.origin,
      // a link to the address this browser used is no use in a mailbox elsewhere
      sendEmail: Boolean(settings.SMTP_URL) && !links.local,
      ip,
    })
    const invitee = email.trim().toLowerCase()
    return data<StaffResult>({
      message: invited.emailed
        ? `Invitation e-mailed to ${invitee}. The link also works from here, once, for 7 days:`
        : links.local
          ? `SITE_URL is not set, so nothing was e-mailed (set it to the site's public address for links that work anywhere). Give ${invitee} this link, made from the address you are using now. It works once, for 7 days:`
          : `Mail is not configured: give ${invitee} this link. It works once, for 7 days:`,
      link: invited.link,
    })
  })
}

export function changeStaffRole({ db, actor, ip }: StaffPost, form: FormData) {
  return answered(async () => {
    const userId = formText(form, 'userId')
    await changeRole(db, { actor, userId, role: role(formText(form, 'role')), ip })
    return data<StaffResult>({ message: 'Role changed.' })
  })
}

/** Disables (`active` false) or enables an account. */
export function setStaffActive({ db, actor, ip }: StaffPost, form: FormData, active: boolean) {
  return answered(async () => {
    await setActive(db, { actor, userId: formText(form, 'userId'), active, ip })
    return data<StaffResult>({ message: 'Account updated.' })
  })
}

export function requireTwoFactor({ db, actor, ip }: StaffPost, form: FormData) {
  return answered(async () => {
    await requireTwoFactorForAll(db, { actor, required: formText(form, 'required') === '1', ip })
    return data<StaffResult>({ message: 'Two-factor setting saved.' })
  })
}
