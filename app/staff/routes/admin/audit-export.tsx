import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { auditCsv, auditExportCount } from '#app/kernel/.server/audit/audit-csv.ts'
import { adminHeaders } from '#app/kernel/admin-page.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/audit-export'

/** The audit page's current filter (every page of it) as a formula-safe CSV file, streamed; for owners only, and itself recorded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const query = new URL(request.url).searchParams
  const now = new Date()
  const scope = {
    actor: query.get('person') ?? '',
    action: query.get('action') ?? '',
    before: now,
  }
  const actor = actorOf(user, request, context)
  // before the first byte leaves, and at the moment the file stops (so it is not in it)
  await recordAudit(
    context.db,
    {
      actor,
      action: 'audit.export',
      entity: 'audit_log',
      after: { filter: Object.fromEntries(query), rows: await auditExportCount(context.db, scope) },
      ip: actor.ip,
    },
    now,
  )
  // the dealer's day: an evening export is not named for tomorrow
  const day = calendarDay(now, business.timeZone)
  return new Response(auditCsv(context.db, scope), {
    headers: {
      ...adminHeaders,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${day}.csv"`,
    },
  })
}
