import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { adminHeaders } from '#app/kernel/admin-page.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { leadExportCount, leadsCsv } from '#app/leads/.server/csv.ts'
import { parseLeadFilter } from '#app/leads/lead-filter.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/leads-export'

/** The inbox's current filter (every page of it) as a formula-safe CSV file, streamed; recorded in the audit log. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const query = new URL(request.url).searchParams
  const now = new Date()
  const scope = { until: now, filter: { filter: parseLeadFilter(query), userId: user.id } }
  const actor = actorOf(user, request, context)
  // recorded before the first byte leaves: a download broken off was still taken
  await recordAudit(context.db, {
    actor,
    action: 'lead.export',
    entity: 'contact_message',
    after: { filter: Object.fromEntries(query), rows: await leadExportCount(context.db, scope) },
    ip: actor.ip,
  })
  // the dealer's day: an evening export is not named for tomorrow
  const day = calendarDay(now, business.timeZone)
  return new Response(leadsCsv(context.db, scope, { bom: true }), {
    headers: {
      ...adminHeaders,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
    },
  })
}
