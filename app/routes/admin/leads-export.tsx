import { actorOf } from '#app/.server/auth/actor.ts'
import { recordAudit } from '#app/.server/auth/audit.ts'
import { requireUser } from '#app/.server/auth/require-user.ts'
import { leadsCsv } from '#app/.server/leads/csv.ts'
import { listLeads } from '#app/.server/leads/lead.ts'
import { business } from '#app/content/business.ts'
import { adminHeaders } from '#app/lib/admin-page.ts'
import { parseLeadFilter } from '#app/lib/lead-filter.ts'
import { calendarDay } from '#app/lib/zoned-time.ts'

import type { Route } from './+types/leads-export'

/** The inbox's current filter (every page of it) as a formula-safe CSV file; recorded in the audit log. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const query = new URL(request.url).searchParams
  const filter = parseLeadFilter(query)
  const now = new Date()
  const leads = await listLeads(context.db, { filter: { filter, userId: user.id, now } })
  const actor = actorOf(user, request, context)
  await recordAudit(context.db, {
    actor,
    action: 'lead.export',
    entity: 'contact_message',
    after: { filter: Object.fromEntries(query), rows: leads.length },
    ip: actor.ip,
  })
  // the dealer's day: an evening export is not named for tomorrow
  const day = calendarDay(now, business.timeZone)
  return new Response(leadsCsv(leads, { bom: true }), {
    headers: {
      ...adminHeaders,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
    },
  })
}
