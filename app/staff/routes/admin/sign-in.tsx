import { Form, Link, useNavigation } from 'react-router'

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
import { readStaffSession, safeRedirect } from '#app/staff/.server/require-user.ts'
import { endSession } from '#app/staff/.server/session.ts'
import { beginSession, deviceToken } from '#app/staff/.server/session-flow.ts'
import { checkPassword } from '#app/staff/.server/sign-in.ts'
import { AuthCard } from '#app/staff/components/auth-card.tsx'

import type { Route } from './+types/sign-in'

export const meta = () => adminMeta('Sign in')
// its own, so a throttled attempt's Retry-After reaches the browser
export const headers = adminLayoutHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const loaded = await readStaffSession(request, context)
  if (loaded && loaded.session.pending_2fa === 0) {
    throw adminRedirect(safeRedirect(url.searchParams.get('redirectTo')))
  }
  const notices: Record<string, string> = {
    reset: 'Your password is changed. Sign in with it.',
    signedOut: 'You are signed out.',
  }
  const shown = Object.keys(notices).find((key) => url.searchParams.get(key) === '1')
  return { notice: shown ? notices[shown] : undefined }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const email = formText(form, 'email')
  const redirectTo = safeRedirect(formText(form, 'redirectTo'))
  const now = new Date()
  const result = await checkPassword(context.db, {
    email,
    password: formText(form, 'password'),
    ip: clientAddress(request, context),
    deviceToken: deviceToken(request, context),
    now,
  })
  if (!result.ok) return refusedAnswer({ error: result.message, email }, result.retryAt, now)
  // whatever session this browser had ends: sign-in always starts a new id
  const previous = await readStaffSession(request, context)
  if (previous) await endSession(context.db, previous.session.id_hash)
  const cookies = await beginSession(request, context, result.user, now)
  const next = result.needsCode
    ? `/admin/sign-in/code?${new URLSearchParams({ redirectTo })}`
    : redirectTo
  return adminRedirect(next, setCookies(cookies))
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <AuthCard title="Sign in">
      <FormMessage message={loaderData.notice} tone="ok" />
      <FormMessage message={actionData?.error} />
      <Form method="post" className="space-y-5">
        <RedirectToField />
        <AdminField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username"
          defaultValue={actionData?.email}
        />
        <AdminField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/admin/forgot-password" className="font-semibold text-brand-800 underline">
          Forgot password?
        </Link>
      </p>
    </AuthCard>
  )
}
