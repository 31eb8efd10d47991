import QRCode from 'qrcode'
import { data, Link, useSearchParams } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminField } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button, buttonClass } from '#app/kernel/components/ui/button.tsx'
import { LinkParagraph } from '#app/kernel/components/ui/link-paragraph.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'
import { renewSession } from '#app/staff/.server/session-flow.ts'
import { totpUri } from '#app/staff/.server/totp.ts'
import { confirmTwoFactor, pendingTotpSecret } from '#app/staff/.server/two-factor.ts'
import { findUserById } from '#app/staff/.server/users.ts'
import { RecoveryCodes } from '#app/staff/components/recovery-codes.tsx'

import type { Route } from './+types/two-factor-setup'

export const meta = () => adminMeta('Set up two-factor sign-in')

/** Groups of four, easier to type into an app by hand. */
const spaced = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim()

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user: staff } = await requireUser(request, context, { allowWithoutTwoFactor: true })
  const user = await findUserById(context.db, staff.id)
  if (!user) throw adminRedirect('/admin/sign-in')
  if (user.totp_secret) return { enabled: true as const }
  const secret = await pendingTotpSecret(context.db, user)
  const uri = totpUri(secret, user.email, business.name)
  // drawn on the server: no script, and the secret never leaves our own page
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  return {
    enabled: false as const,
    secret: spaced(secret),
    uri,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user: staff, session } = await requireUser(request, context, {
    allowWithoutTwoFactor: true,
  })
  const user = await findUserById(context.db, staff.id)
  if (!user) throw adminRedirect('/admin/sign-in')
  const form = await request.formData()
  const codes = await confirmTwoFactor(context.db, {
    user,
    code: formText(form, 'code'),
    ip: clientAddress(request, context),
  })
  if (!codes) {
    return data(
      { codes: null, error: 'That code is not right. Enter the code your app shows now.' },
      { status: 400 },
    )
  }
  const cookie = await renewSession(request, context, session)
  return data({ codes, error: null }, { headers: { 'Set-Cookie': cookie } })
}

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  if (actionData?.codes) {
    return (
      <div className="max-w-xl">
        <h1 className="text-3xl font-bold text-gray-900">Two-factor sign-in is on</h1>
        <p className="mt-2 text-gray-700">
          From now on, sign-in asks for a code from your app after your password.
        </p>
        <RecoveryCodes codes={actionData.codes} />
        <Link to="/admin" className={`${buttonClass()} mt-6`}>
          I have saved my codes: continue
        </Link>
      </div>
    )
  }
  if (loaderData.enabled) {
    return (
      <div className="max-w-xl">
        <h1 className="text-3xl font-bold text-gray-900">Two-factor sign-in is on</h1>
        <LinkParagraph to="/admin/account" className="mt-2">
          Manage it from your account
        </LinkParagraph>
      </div>
    )
  }
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold text-gray-900">Set up two-factor sign-in</h1>
      {params.get('required') === '1' && (
        <div className="mt-4">
          <FormMessage message="The owners require two-factor sign-in for all staff: set it up to continue." />
        </div>
      )}
      <ol className="mt-6 list-decimal space-y-6 pl-5 text-gray-800">
        <li>
          <p>Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…).</p>
          <img
            src={loaderData.qr}
            width={220}
            height={220}
            alt="QR code that adds this account to an authenticator app"
            className="mt-3 rounded border border-gray-300 bg-white"
          />
          <p className="mt-3 text-sm">Cannot scan it? Enter this key in the app instead:</p>
          <p className="mt-1 font-mono text-lg break-all" data-testid="totp-secret">
            {loaderData.secret}
          </p>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer">Show the setup link</summary>
            <p className="mt-1 font-mono break-all">{loaderData.uri}</p>
          </details>
        </li>
        <li>
          <AdminForm className="space-y-5">
            <AdminField
              name="code"
              label="The 6-digit code the app shows"
              autoComplete="one-time-code"
              inputMode="numeric"
              error={actionData?.error ?? undefined}
            />
            <Button type="submit">Turn on two-factor</Button>
          </AdminForm>
        </li>
      </ol>
    </div>
  )
}
