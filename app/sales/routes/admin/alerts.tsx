import { data } from 'react-router'
import * as z from 'zod/mini'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { OneFieldForm } from '#app/kernel/components/admin/one-field-form.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { countOf } from '#app/kernel/plural.ts'
import {
  alertsOf,
  type AlertView,
  auditAlertStep,
  deleteAllAlerts,
  unsubscribeByMail,
} from '#app/sales/.server/alerts/manage.ts'
import { tokenInSubject } from '#app/sales/alert-paths.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/alerts'

export const meta = () => adminMeta("Buyers' alerts")

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  return null
}

const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.email({ error: 'Enter a valid e-mail address, like name@example.com' }),
  )

type Result =
  | { step: 'refused'; value: string; fields: { email: string } }
  | { step: 'found'; email: string; alerts: AlertView[] }
  | { step: 'deleted'; email: string; deleted: number }
  | { step: 'subject-refused'; value: string; fields: { subject: string } }
  | { step: 'unsubscribed' }

const notASubject =
  'This is not the subject of an unsubscribe e-mail: copy the whole subject line, “Unsubscribe” and the 43 letters and digits after it.'

/**
 * An owner looks up an address's alerts (a buyer asked by phone, or mailed
 * the unsubscribe address) and may delete them all. Both are posts, so the
 * address stays out of URLs and logs, and both are audited without it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const actor = actorOf(user, request, context)
  const now = new Date(context.requestTime)
  const intent = formText(form, 'intent')
  if (intent === 'unsubscribe-mail') {
    const subject = formText(form, 'subject')
    const token = tokenInSubject(subject)
    if (!token) {
      return data<Result>(
        { step: 'subject-refused', value: subject, fields: { subject: notASubject } },
        { status: 400 },
      )
    }
    // the same answer whether or not the link still opened any alert
    await unsubscribeByMail(context.db, token, now, actor)
    return data<Result>({ step: 'unsubscribed' })
  }
  const value = formText(form, 'email')
  const parsed = emailSchema.safeParse(value)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Enter an e-mail address.'
    return data<Result>({ step: 'refused', value, fields: { email: message } }, { status: 400 })
  }
  const email = parsed.data
  if (intent === 'delete') {
    const deleted = await deleteAllAlerts(context.db, email, now, actor)
    return data<Result>({ step: 'deleted', email, deleted })
  }
  if (intent !== 'find') throw data('Find or delete an address’s alerts.', { status: 400 })
  const alerts = await alertsOf(context.db, email)
  await auditAlertStep(context.db, actor, 'alerts.lookup', email, alerts.length, now)
  return data<Result>({ step: 'found', email, alerts })
}

const statusLabel = { pending: 'not confirmed', active: 'on', paused: 'paused' } as const

export default function AdminAlerts({ actionData }: Route.ComponentProps) {
  const result = actionData
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Buyers&apos; alerts</h1>
      <AdminSection title="An unsubscribe e-mail" className="mt-8 max-w-2xl">
        <p className="mt-2 text-gray-700">
          A buyer whose mail program has an unsubscribe button may send us an e-mail whose subject
          is “Unsubscribe” followed by a code. Copy that subject here: the alerts of that
          buyer&apos;s e-mails end at once, and the step is recorded in the audit log.
        </p>
        <OneFieldForm
          name="subject"
          label="Paste the subject of an unsubscribe e-mail"
          autoComplete="off"
          done={
            result?.step === 'unsubscribed' &&
            'Done: if that code belonged to alerts, they are ended and nothing more is sent to that address. You may delete the e-mail.'
          }
          value={result?.step === 'subject-refused' ? result.value : undefined}
          error={result?.step === 'subject-refused' ? result.fields.subject : undefined}
          button="End these alerts"
          intent="unsubscribe-mail"
        />
      </AdminSection>
      <AdminSection title="Look up an address" className="mt-12 max-w-2xl">
        <p className="mt-2 text-gray-700">
          When a buyer asks us to stop their cart alerts by phone or in a message of their own,
          enter their address: you see their alerts and can delete them all. Look-ups and deletions
          are recorded in the audit log without the address.
        </p>
        <OneFieldForm
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="off"
          done={
            result?.step === 'deleted' &&
            (result.deleted === 0
              ? `${result.email} had no alerts.`
              : `Deleted ${countOf(result.deleted, 'alert')} of ${result.email}.`)
          }
          value={result?.step === 'refused' ? result.value : undefined}
          error={result?.step === 'refused' ? result.fields.email : undefined}
          button="Find their alerts"
          intent="find"
        />
      </AdminSection>
      {result?.step === 'found' && (
        <AdminSection title={`Alerts of ${result.email}`} className="mt-12 max-w-2xl">
          {result.alerts.length === 0 ? (
            <p className="mt-2 text-gray-700">None.</p>
          ) : (
            <>
              <ul className="mt-4 list-disc space-y-1 pl-6">
                {result.alerts.map((alert) => (
                  <li key={alert.id}>
                    {alert.text} ({statusLabel[alert.status]})
                  </li>
                ))}
              </ul>
              <AdminForm className="mt-6">
                <input type="hidden" name="email" value={result.email} />
                <Button type="submit" name="intent" value="delete" variant="destructive">
                  Delete all their alerts
                </Button>
              </AdminForm>
            </>
          )}
        </AdminSection>
      )}
    </>
  )
}
