import { data } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import { twoFactorRequired } from '#app/kernel/.server/settings/app-settings.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { AdminField } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { ErrorSummary, FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { requireUser } from '#app/staff/.server/require-user.ts'
import { listStaff } from '#app/staff/.server/staff-admin.ts'
import { StaffTable } from '#app/staff/components/staff-table.tsx'

import type { Route } from './+types/staff'
import {
  changeStaffRole,
  invite,
  requireTwoFactor,
  setStaffActive,
  type StaffResult,
} from './staff.server.ts'

export const meta = () => adminMeta('Staff')

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  return {
    me: user.id,
    staff: await listStaff(context.db),
    required: await twoFactorRequired(context.db),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const post = {
    db: context.db,
    settings: context.settings,
    actor: { id: user.id, email: user.email },
    ip: clientAddress(request, context),
    url: request.url,
  }
  switch (formText(form, 'intent')) {
    case 'invite':
      return invite(post, form)
    case 'role':
      return changeStaffRole(post, form)
    case 'disable':
      return setStaffActive(post, form, false)
    case 'enable':
      return setStaffActive(post, form, true)
    case 'require-2fa':
      return requireTwoFactor(post, form)
    default:
      return data<StaffResult>({ error: 'Unknown action.' }, { status: 400 })
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
