import { data, Link } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { mailSetupNotice } from '#app/kernel/.server/mail/mail-setup.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { dueAtFor } from '#app/leads/.server/due.ts'
import {
  addContactEntry,
  assignLead,
  changeStage,
  type LeadChange,
  markSpam,
  releaseFromSpam,
  resendNotifications,
} from '#app/leads/.server/events.ts'
import { leadPage } from '#app/leads/.server/lead-page.ts'
import { type LeadActionResult, LeadActions } from '#app/leads/components/admin/lead-actions.tsx'
import { LeadDetails } from '#app/leads/components/admin/lead-details.tsx'
import { LeadHistory } from '#app/leads/components/admin/lead-history.tsx'
import { LeadNotifications } from '#app/leads/components/admin/lead-notifications.tsx'
import { requireUser } from '#app/staff/.server/require-user.ts'
import { MailSetupWarning } from '#app/staff/components/mail-setup-warning.tsx'

import type { Route } from './+types/leads-lead'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(
    loaderData ? `Lead from ${loaderData.lead.firstName} ${loaderData.lead.lastName}` : 'Lead',
  )

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const page = await leadPage(context, params.id)
  if (!page) throw data('There is no such lead.', { status: 404 })
  return { ...page, userId: user.id, mail: mailSetupNotice(context.settings, user.role) }
}

const done: Record<string, string> = {
  assign: 'Assignment saved.',
  stage: 'Stage changed.',
  entry: 'Added to the history.',
  spam: 'Marked as spam.',
  'not-spam': 'Released from quarantine; its e-mails are queued.',
  resend: 'The e-mails are queued again.',
}

/** A change's outcome as the page shows it; an unknown lead is the not-found page. */
function answer(form: string, intent: string, result: LeadChange) {
  if (result.ok) return data<LeadActionResult>({ form, message: done[intent] })
  if (result.reason === 'not-found') throw data('There is no such lead.', { status: 404 })
  return data<LeadActionResult>(
    { form, error: result.message },
    { status: result.reason === 'conflict' ? 409 : 400 },
  )
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const actor = actorOf(user, request, context)
  const form = await request.formData()
  const intent = formText(form, 'intent')
  const { db, settings } = context
  const id = params.id
  switch (intent) {
    case 'assign': {
      const to = formText(form, 'assignee') || null
      const expected = formText(form, 'expected') || null
      return answer('assign', intent, await assignLead(db, id, { to, expected }, actor))
    }
    case 'stage': {
      const change = { to: formText(form, 'stage'), expected: formText(form, 'expected') }
      return answer('stage', intent, await changeStage(db, id, change, actor))
    }
    case 'entry': {
      const kind = formText(form, 'kind')
      return answer(
        'entry',
        intent,
        await addContactEntry(db, id, kind, formText(form, 'text'), actor),
      )
    }
    case 'spam':
      return answer('other', intent, await markSpam(db, id, actor))
    case 'not-spam':
      return answer(
        'other',
        intent,
        await releaseFromSpam(db, id, settings, actor, { dueAt: dueAtFor }),
      )
    case 'resend':
      return answer('other', intent, await resendNotifications(db, id, settings, actor))
    default:
      return data<LeadActionResult>({ form: 'other', error: 'Unknown action.' }, { status: 400 })
  }
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData
  return (
    <>
      <p>
        <Link to="/admin/leads" className="text-brand-800 underline">
          Back to the leads
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">
        {lead.firstName} {lead.lastName}
      </h1>
      <MailSetupWarning notice={loaderData.mail} />
      <div className="mt-4" aria-live="polite">
        <FormMessage message={actionData?.message} tone="ok" />
      </div>
      <div className="mt-4 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-10">
          <LeadDetails page={loaderData} />
          <section aria-labelledby="history-heading">
            <h2 id="history-heading" className="mb-3 text-xl font-semibold text-gray-900">
              History
            </h2>
            <LeadHistory events={loaderData.events} staff={loaderData.staff} />
          </section>
          <section aria-labelledby="mail-heading">
            <h2 id="mail-heading" className="mb-3 text-xl font-semibold text-gray-900">
              Notifications
            </h2>
            <LeadNotifications
              notifications={loaderData.notifications}
              mailConfigured={!loaderData.mail}
            />
            <details className="mt-4 rounded border border-gray-200 bg-white p-3">
              <summary className="cursor-pointer font-semibold">ADF/XML for the CRM</summary>
              <pre className="mt-3 overflow-x-auto text-xs">{loaderData.adf}</pre>
            </details>
          </section>
        </div>
        <section aria-labelledby="work-heading">
          <h2 id="work-heading" className="mb-3 text-xl font-semibold text-gray-900">
            Work on this lead
          </h2>
          <LeadActions page={loaderData} userId={loaderData.userId} result={actionData} />
        </section>
      </div>
    </>
  )
}
