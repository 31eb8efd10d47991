import { data, Form } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminField } from '#app/kernel/components/admin/admin-field.tsx'
import { ErrorSummary } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { LinkParagraph } from '#app/kernel/components/ui/link-paragraph.tsx'
import { openLink } from '#app/staff/.server/one-time-links.ts'
import { resetPassword } from '#app/staff/.server/password-reset.ts'
import { AuthCard } from '#app/staff/components/auth-card.tsx'

import type { Route } from './+types/reset-password'

export const meta = () => adminMeta('Choose a new password')

export async function loader({ params, context }: Route.LoaderArgs) {
  const open = await openLink(context.db, 'reset', params.token, new Date())
  return { valid: open !== null, email: open?.user.email ?? null }
}

type ResetResult = { expired: boolean; fields: Record<string, string> }

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const result = await resetPassword(context.db, {
    token: params.token,
    password: formText(form, 'password'),
    ip: clientAddress(request, context),
  })
  if (result === null) return data<ResetResult>({ expired: true, fields: {} }, { status: 410 })
  if (!result.ok)
    return data<ResetResult>(
      { expired: false, fields: { password: result.message } },
      { status: 400 },
    )
  return adminRedirect('/admin/sign-in?reset=1')
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid || actionData?.expired) {
    return (
      <AuthCard title="This link no longer works">
        <p className="text-gray-700">Reset links work once, for 30 minutes. Ask for a new one.</p>
        <LinkParagraph to="/admin/forgot-password">Ask for a new link</LinkParagraph>
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Choose a new password">
      <ErrorSummary errors={actionData?.fields} labels={{ password: 'New password' }} />
      <Form method="post" className="space-y-5">
        <input
          type="hidden"
          name="username"
          autoComplete="username"
          value={loaderData.email ?? ''}
        />
        <AdminField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters; a phrase of unrelated words works well."
          error={actionData?.fields.password}
        />
        <Button type="submit" className="w-full">
          Save the new password
        </Button>
      </Form>
    </AuthCard>
  )
}
