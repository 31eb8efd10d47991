import { data, Form } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import { adminMeta, adminRedirect, formText, setCookies } from '#app/kernel/admin-page.ts'
import { AdminField } from '#app/kernel/components/admin/admin-field.tsx'
import { ErrorSummary } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { acceptInvitation } from '#app/staff/.server/invitations.ts'
import { openLink } from '#app/staff/.server/one-time-links.ts'
import { beginSession } from '#app/staff/.server/session-flow.ts'
import { findUserById } from '#app/staff/.server/users.ts'
import { AuthCard } from '#app/staff/components/auth-card.tsx'

import type { Route } from './+types/invite'

export const meta = () => adminMeta('Accept your invitation')

export async function loader({ params, context }: Route.LoaderArgs) {
  const open = await openLink(context.db, 'invite', params.token, new Date())
  return open ? { valid: true as const, email: open.user.email } : { valid: false as const }
}

type InviteResult = { expired: boolean; fields: Record<string, string>; name: string }

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const name = formText(form, 'name')
  const result = await acceptInvitation(context.db, {
    token: params.token,
    name,
    password: formText(form, 'password'),
    ip: clientAddress(request, context),
  })
  if (result === null)
    return data<InviteResult>({ expired: true, fields: {}, name }, { status: 410 })
  if (!result.ok)
    return data<InviteResult>({ expired: false, fields: result.fields, name }, { status: 400 })
  const user = await findUserById(context.db, result.userId)
  if (!user) return data<InviteResult>({ expired: true, fields: {}, name }, { status: 410 })
  const cookies = await beginSession(request, context, user)
  return adminRedirect('/admin', setCookies(cookies))
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid || actionData?.expired) {
    return (
      <AuthCard title="This invitation no longer works">
        <p className="text-gray-700">
          Invitations work once, for 7 days. Ask an owner to invite you again.
        </p>
      </AuthCard>
    )
  }
  const fields = actionData?.fields ?? {}
  return (
    <AuthCard title="Accept your invitation">
      <p className="mb-5 text-gray-700">
        Choose a password for <strong>{loaderData.email}</strong>.
      </p>
      <ErrorSummary errors={fields} labels={{ name: 'Your name', password: 'Password' }} />
      <Form method="post" className="space-y-5">
        <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
        <AdminField
          name="name"
          label="Your name"
          autoComplete="name"
          defaultValue={actionData?.name}
          error={fields.name}
        />
        <AdminField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters; a phrase of unrelated words works well."
          error={fields.password}
        />
        <Button type="submit" className="w-full">
          Create my account
        </Button>
      </Form>
    </AuthCard>
  )
}
