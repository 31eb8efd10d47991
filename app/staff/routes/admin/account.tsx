import { data, Link } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import { twoFactorRequired } from '#app/kernel/.server/settings/app-settings.ts'
import { adminLayoutHeaders, adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminField } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { ErrorSummary, FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { countOf } from '#app/kernel/plural.ts'
import { confirmCurrentPassword } from '#app/staff/.server/current-password.ts'
import { refusedAnswer } from '#app/staff/.server/refused-answer.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'
import { renewSession } from '#app/staff/.server/session-flow.ts'
import { changePassword } from '#app/staff/.server/staff-admin.ts'
import {
  disableTwoFactor,
  newRecoveryCodesFor,
  unusedRecoveryCodes,
} from '#app/staff/.server/two-factor.ts'
import { findUserById } from '#app/staff/.server/users.ts'
import { RecoveryCodes } from '#app/staff/components/recovery-codes.tsx'

import type { Route } from './+types/account'

export const meta = () => adminMeta('Your account')
// its own, so a throttled password check's Retry-After reaches the browser
export const headers = adminLayoutHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  return {
    user,
    recoveryLeft: user.twoFactor ? await unusedRecoveryCodes(context.db, user.id) : 0,
    required: await twoFactorRequired(context.db),
  }
}

type Result = {
  intent: string
  fields?: Record<string, string>
  message?: string
  codes?: string[]
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, user: staff } = await requireUser(request, context)
  const user = await findUserById(context.db, staff.id)
  if (!user) throw adminRedirect('/admin/sign-in')
  const form = await request.formData()
  const intent = formText(form, 'intent')
  const ip = clientAddress(request, context)
  const now = new Date()
  if (intent === 'password') {
    const result = await changePassword(context.db, {
      user,
      current: formText(form, 'current'),
      next: formText(form, 'next'),
      keepSession: session.id_hash,
      ip,
      now,
    })
    if (!result.ok)
      return refusedAnswer<Result>({ intent, fields: result.fields }, result.retryAt, now)
    const cookie = await renewSession(request, context, session)
    return data<Result>(
      { intent, message: 'Your password is changed. Your other sessions have ended.' },
      { headers: { 'Set-Cookie': cookie } },
    )
  }
  if (intent === 'disable-2fa') {
    if (await twoFactorRequired(context.db)) {
      return data<Result>(
        { intent, message: 'Two-factor is required for all staff; it cannot be turned off.' },
        { status: 400 },
      )
    }
    const confirmed = await confirmCurrentPassword(context.db, {
      user,
      password: formText(form, 'password'),
      change: 'two-factor.disable',
      ip,
      now,
    })
    if (!confirmed.ok) {
      return refusedAnswer<Result>(
        { intent, fields: { password: confirmed.message } },
        confirmed.retryAt,
        now,
      )
    }
    await disableTwoFactor(context.db, { user, ip, now })
    const cookie = await renewSession(request, context, session)
    return data<Result>(
      { intent, message: 'Two-factor sign-in is off.' },
      { headers: { 'Set-Cookie': cookie } },
    )
  }
  if (intent === 'recovery-codes' && user.totp_secret) {
    const codes = await newRecoveryCodesFor(context.db, { user, ip })
    return data<Result>({ intent, codes })
  }
  return data<Result>({ intent, message: 'Unknown action.' }, { status: 400 })
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, recoveryLeft, required } = loaderData
  const result = actionData
  const fieldsFor = (intent: string) => (result?.intent === intent ? result.fields : undefined)
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Your account</h1>
      <p className="mt-2 text-gray-700">
        {user.name} · {user.email} · {user.role}
      </p>
      {result?.message && (
        <div className="mt-6">
          <FormMessage message={result.message} tone={result.fields ? 'error' : 'ok'} />
        </div>
      )}

      <AdminSection title="Change password" className="mt-10 max-w-lg">
        <ErrorSummary
          errors={fieldsFor('password')}
          labels={{ current: 'Current password', next: 'New password' }}
        />
        <AdminForm className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="username" autoComplete="username" value={user.email} />
          <AdminField
            name="current"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={fieldsFor('password')?.current}
          />
          <AdminField
            name="next"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 12 characters; a phrase of unrelated words works well."
            error={fieldsFor('password')?.next}
          />
          <Button type="submit">Change password</Button>
        </AdminForm>
      </AdminSection>

      <AdminSection title="Two-factor sign-in" className="mt-12 max-w-lg">
        {user.twoFactor ? (
          <>
            <p className="mt-2 text-gray-700">
              On. {countOf(recoveryLeft, 'unused recovery code')} left.
            </p>
            {result?.codes ? (
              <RecoveryCodes codes={result.codes} />
            ) : (
              <AdminForm className="mt-4">
                <input type="hidden" name="intent" value="recovery-codes" />
                <Button type="submit" variant="outline">
                  Make new recovery codes
                </Button>
              </AdminForm>
            )}
            {!required && (
              <AdminForm className="mt-6 space-y-5">
                <input type="hidden" name="intent" value="disable-2fa" />
                <AdminField
                  name="password"
                  label="Your password, to turn two-factor off"
                  type="password"
                  autoComplete="current-password"
                  error={fieldsFor('disable-2fa')?.password}
                />
                <Button type="submit" variant="destructive">
                  Turn two-factor off
                </Button>
              </AdminForm>
            )}
          </>
        ) : (
          <p className="mt-2 text-gray-700">
            Off.{' '}
            <Link to="/admin/account/two-factor" className="font-semibold text-brand-800 underline">
              Set up two-factor sign-in
            </Link>
          </p>
        )}
      </AdminSection>

      <AdminSection title="Sessions" className="mt-12 max-w-lg">
        <p className="mt-2 text-gray-700">
          Signed in on a computer you no longer use? End every session, this one too.
        </p>
        <AdminForm action="/admin/sign-out" className="mt-4">
          <input type="hidden" name="scope" value="everywhere" />
          <Button type="submit" variant="outline">
            Sign out everywhere
          </Button>
        </AdminForm>
      </AdminSection>
    </>
  )
}
