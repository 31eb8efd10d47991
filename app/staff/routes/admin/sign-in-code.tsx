import { Form } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import {
  adminLayoutHeaders,
  adminMeta,
  adminRedirect,
  formText,
  setCookies,
} from '#app/kernel/admin-page.ts'
import { AdminField } from '#app/kernel/components/admin/admin-field.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { RedirectToField } from '#app/kernel/components/admin/redirect-to-field.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { refusedAnswer } from '#app/staff/.server/refused-answer.ts'
import { readStaffSession, safeRedirect, signInPath } from '#app/staff/.server/require-user.ts'
import { completeSignIn, deviceToken } from '#app/staff/.server/session-flow.ts'
import { checkSecondFactor } from '#app/staff/.server/sign-in.ts'
import { AuthCard } from '#app/staff/components/auth-card.tsx'

import type { Route } from './+types/sign-in-code'

export const meta = () => adminMeta('Two-factor code')
// its own, so a throttled attempt's Retry-After reaches the browser
export const headers = adminLayoutHeaders

/** Only a session that passed the password step and still owes its code comes here. */
async function pendingSession(request: Request, context: Route.LoaderArgs['context']) {
  const loaded = await readStaffSession(request, context)
  if (!loaded || loaded.session.pending_2fa !== 1) throw adminRedirect(signInPath)
  return loaded
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await pendingSession(request, context)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, user } = await pendingSession(request, context)
  const form = await request.formData()
  const now = new Date()
  const result = await checkSecondFactor(context.db, {
    user,
    code: formText(form, 'code'),
    ip: clientAddress(request, context),
    deviceToken: deviceToken(request, context),
    now,
  })
  if (!result.ok) return refusedAnswer({ error: result.message }, result.retryAt, now)
  const cookies = await completeSignIn(
    request,
    context,
    session,
    user,
    { usedRecoveryCode: result.usedRecoveryCode },
    now,
  )
  return adminRedirect(safeRedirect(formText(form, 'redirectTo')), setCookies(cookies))
}

export default function SignInCode({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Enter your code">
      <FormMessage message={actionData?.error} />
      <Form method="post" className="space-y-5">
        <RedirectToField />
        <AdminField
          name="code"
          label="Code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          error={actionData?.error ? 'Check the code and try again.' : undefined}
        />
        <Button type="submit" className="w-full">
          Continue
        </Button>
      </Form>
    </AuthCard>
  )
}
