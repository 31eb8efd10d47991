import { data } from 'react-router'

import { clientAddress } from '#app/.server/auth/client-address.ts'
import { requireUser } from '#app/.server/auth/require-user.ts'
import { changeResponsePromise, responsePromiseMinutes } from '#app/.server/leads/due.ts'
import { AdminField } from '#app/components/admin/admin-field.tsx'
import { AdminForm } from '#app/components/admin/admin-form.tsx'
import { AdminSection } from '#app/components/admin/admin-section.tsx'
import { ErrorSummary } from '#app/components/admin/error-summary.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { hours } from '#app/content/business.ts'
import { adminMeta, formText } from '#app/lib/admin-page.ts'
import {
  maxResponseMinutes,
  minResponseMinutes,
  responsePromiseSchema,
  responsePromiseText,
} from '#app/lib/response-promise.ts'

import type { Route } from './+types/settings'

export const meta = () => adminMeta('Settings')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  return { minutes: await responsePromiseMinutes(context.db) }
}

type Result = { message?: string; fields?: Record<string, string>; value?: string }

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const value = formText(form, 'minutes')
  const parsed = responsePromiseSchema.safeParse({ minutes: value.trim() || undefined })
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Enter a number of minutes.'
    return data<Result>({ fields: { minutes: message }, value }, { status: 400 })
  }
  await changeResponsePromise(context.db, {
    actor: { id: user.id, email: user.email },
    minutes: parsed.data.minutes,
    ip: clientAddress(request, context),
  })
  return data<Result>({
    message: `Saved: new leads are due ${responsePromiseText(parsed.data.minutes)} after they arrive.`,
  })
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Settings</h1>
      <AdminSection title="First-response promise" className="mt-8 max-w-lg">
        <p className="mt-2 text-gray-700">
          Every new lead must be answered within{' '}
          <strong>{responsePromiseText(loaderData.minutes)}</strong>, counted in the{' '}
          {hours.showroom.label.toLowerCase()} (
          {hours.showroom.rows.map((row) => `${row.days} ${row.hours}`).join('; ')}, Eastern time).
          A lead not answered by then is marked overdue and its owner gets one reminder.
        </p>
        <div role="status" className="mt-4">
          {result?.message && (
            <p className="rounded-lg border-2 border-brand-700 bg-brand-50 p-4 font-medium text-brand-900">
              {result.message}
            </p>
          )}
        </div>
        <ErrorSummary errors={result?.fields} labels={{ minutes: 'Business minutes' }} />
        <AdminForm className="mt-4 space-y-5">
          <AdminField
            name="minutes"
            label="Business minutes"
            inputMode="numeric"
            hint={`From ${minResponseMinutes} minutes to ${maxResponseMinutes} (3 business days of 8 hours). Changes apply to leads that arrive from now on.`}
            defaultValue={result?.value ?? String(loaderData.minutes)}
            error={result?.fields?.minutes}
          />
          <Button type="submit">Save the promise</Button>
        </AdminForm>
      </AdminSection>
    </>
  )
}
