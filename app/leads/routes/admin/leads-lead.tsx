import { Link } from 'react-router'

import { notFound, unknownAction } from '#app/kernel/.server/action-result.ts'
import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { mailSetupNotice } from '#app/kernel/.server/mail/mail-setup.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { leadPage } from '#app/leads/.server/lead-page.ts'
import { tradeInOf } from '#app/leads/.server/trade-in/trade-in-lead.ts'
import { LeadActions } from '#app/leads/components/admin/lead-actions.tsx'
import { LeadDetails } from '#app/leads/components/admin/lead-details.tsx'
import { LeadHistory } from '#app/leads/components/admin/lead-history.tsx'
import { LeadNotifications } from '#app/leads/components/admin/lead-notifications.tsx'
import { TradeInCard } from '#app/leads/components/admin/trade-in-card.tsx'
import { requireUser } from '#app/staff/.server/require-user.ts'
import { MailSetupWarning } from '#app/staff/components/mail-setup-warning.tsx'

import type { Route } from './+types/leads-lead'
import {
  assign,
  entry,
  missingLead,
  notSpam,
  resend,
  spam,
  stage,
  tradeInValue,
} from './leads-lead.server.ts'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(
    loaderData ? `Lead from ${loaderData.lead.firstName} ${loaderData.lead.lastName}` : 'Lead',
  )

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const page = await leadPage(context, params.id)
  if (!page) throw notFound(missingLead)
  return {
    ...page,
    tradeIn: await tradeInOf(context.db, params.id),
    userId: user.id,
    mail: mailSetupNotice(context.settings, user.role),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const form = await request.formData()
  const lead = { db: context.db, id: params.id, actor: actorOf(user, request, context) }
  switch (formText(form, 'intent')) {
    case 'assign':
      return assign(lead, form)
    case 'stage':
      return stage(lead, form)
    case 'entry':
      return entry(lead, form)
    case 'spam':
      return spam(lead)
    case 'not-spam':
      return notSpam(lead, context.settings)
    case 'resend':
      return resend(lead, context.settings)
    case 'trade-in-value':
      return tradeInValue(lead, form)
    default:
      return unknownAction()
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
          {loaderData.tradeIn && (
            <TradeInCard leadId={lead.id} tradeIn={loaderData.tradeIn} result={actionData} />
          )}
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
