import { Form } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { AdminField } from '#app/kernel/components/admin/admin-field.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { LinkParagraph } from '#app/kernel/components/ui/link-paragraph.tsx'
import { resetRequestLimits } from '#app/staff/.server/guessing-limits.ts'
import { requestPasswordReset, resetRequestedMessage } from '#app/staff/.server/password-reset.ts'
import { reserveAttempt } from '#app/staff/.server/throttle.ts'
import { normalizeEmail } from '#app/staff/.server/users.ts'
import { AuthCard } from '#app/staff/components/auth-card.tsx'

import type { Route } from './+types/forgot-password'

export const meta = () => adminMeta('Forgot password')

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const email = normalizeEmail(formText(form, 'email')).slice(0, 320)
  // every request counts, so an inbox cannot be flooded with links; the answer never changes
  const now = new Date()
  if (email && (await reserveAttempt(context.db, resetRequestLimits(email), now)).ok) {
    await requestPasswordReset(context.db, {
      email,
      siteUrl: context.settings.SITE_URL,
      ip: clientAddress(request, context),
      now,
    })
  }
  return { message: resetRequestedMessage }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Forgot password">
      <FormMessage message={actionData?.message} tone="ok" />
      <p className="mb-5 text-gray-700">
        Enter the e-mail of your staff account. We send a link to choose a new password; it works
        once, for 30 minutes.
      </p>
      <Form method="post" className="space-y-5">
        <AdminField name="email" label="E-mail" type="email" autoComplete="username" />
        <Button type="submit" className="w-full">
          Send the link
        </Button>
      </Form>
      <LinkParagraph to="/admin/sign-in" className="mt-6 text-sm">
        Back to sign in
      </LinkParagraph>
    </AuthCard>
  )
}
