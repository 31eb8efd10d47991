import { data } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import { pageLinkOrigin } from '#app/kernel/.server/local-address.ts'
import { twoFactorRequired } from '#app/kernel/.server/settings/app-settings.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { AdminField } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { ErrorSummary, FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { InvitationError, inviteStaff } from '#app/staff/.server/invitations.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'
import {
  changeRole,
  listStaff,
  requireTwoFactorForAll,
  setActive,
  StaffChangeError,
} from '#app/staff/.server/staff-admin.ts'
import { StaffTable } from '#app/staff/components/staff-table.tsx'

import type { Route } from './+types/staff'

export const meta = () => adminMeta('Staff')

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  return {
    me: user.id,
    staff: await listStaff(context.db),
    required: await twoFactorRequired(context.db),
  }
}

type Result = { message?: string; error?: string; fields?: Record<string, string>; link?: string }

const role = (value: string) => (value === 'owner' ? 'owner' : 'staff')

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const actor = { id: user.id, email: user.email }
  const ip = clientAddress(request, context)
  const userId = formText(form, 'userId')
  try {
    switch (formText(form, 'intent')) {
      case 'invite': {
        const email = formText(form, 'email')
        const links = pageLinkOrigin(context.settings, request.url)
        const invited = await inviteStaff(context.db, {
          email,
          role: role(formText(form, 'role')),
          invitedBy: actor,
          siteUrl: links.origin,
          // a link to the address this browser used is no use in a mailbox elsewhere
          sendEmail: Boolean(context.settings.SMTP_URL) && !links.local,
          ip,
        })
        const invitee = email.trim().toLowerCase()
        return data<Result>({
          message: invited.emailed
            ? `Invitation e-mailed to ${invitee}. The link also works from here, once, for 7 days:`
            : links.local
              ? `SITE_URL is not set, so nothing was e-mailed (set it to the site's public address for links that work anywhere). Give ${invitee} this link, made from the address you are using now. It works once, for 7 days:`
              : `Mail is not configured: give ${invitee} this link. It works once, for 7 days:`,
          link: invited.link,
        })
      }
      case 'role':
        await changeRole(context.db, { actor, userId, role: role(formText(form, 'role')), ip })
        return data<Result>({ message: 'Role changed.' })
      case 'disable':
      case 'enable':
        await setActive(context.db, {
          actor,
          userId,
          active: formText(form, 'intent') === 'enable',
          ip,
        })
        return data<Result>({ message: 'Account updated.' })
      case 'require-2fa':
        await requireTwoFactorForAll(context.db, {
          actor,
          required: formText(form, 'required') === '1',
          ip,
        })
        return data<Result>({ message: 'Two-factor setting saved.' })
      default:
        return data<Result>({ error: 'Unknown action.' }, { status: 400 })
    }
  } catch (error) {
    if (error instanceof InvitationError) {
      return data<Result>({ fields: { email: error.message } }, { status: 400 })
    }
    if (error instanceof StaffChangeError)
      return data<Result>({ error: error.message }, { status: 400 })
    throw error
  }
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Staff</h1>
      <div className="mt-6">
        <FormMessage message={result?.error} />
        {result?.message && (
          <div role="status" className="mb-6 rounded-lg border-2 border-brand-700 bg-brand-50 p-4">
            <p className="font-medium text-brand-900">{result.message}</p>
            {result.link && (
              <p className="mt-2 font-mono text-sm break-all" data-testid="invite-link">
                {result.link}
              </p>
            )}
          </div>
        )}
      </div>

      <StaffTable staff={loaderData.staff} me={loaderData.me} />

      <AdminSection title="Invite someone" className="mt-12 max-w-lg">
        <ErrorSummary errors={result?.fields} labels={{ email: 'E-mail' }} />
        <AdminForm className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="invite" />
          <AdminField name="email" label="E-mail" type="email" error={result?.fields?.email} />
          <div>
            <label htmlFor="invite-role" className="mb-1.5 block text-sm font-semibold">
              Role
            </label>
            <select
              id="invite-role"
              name="role"
              className={controlClass(false)}
              defaultValue="staff"
            >
              <option value="staff">Staff: inventory and leads</option>
              <option value="owner">Owner: everything, including staff and the audit log</option>
            </select>
          </div>
          <Button type="submit">Create the invitation</Button>
        </AdminForm>
      </AdminSection>

      <AdminSection title="Two-factor for everyone" className="mt-12 max-w-lg">
        <p className="mt-2 text-gray-700">
          {loaderData.required
            ? 'Required: anyone without it is sent to set it up before using the back office.'
            : 'Optional: each person chooses.'}
        </p>
        <AdminForm className="mt-4">
          <input type="hidden" name="intent" value="require-2fa" />
          <input type="hidden" name="required" value={loaderData.required ? '0' : '1'} />
          <Button type="submit" variant="outline">
            {loaderData.required ? 'Make two-factor optional' : 'Require two-factor for all staff'}
          </Button>
        </AdminForm>
      </AdminSection>
    </>
  )
}
