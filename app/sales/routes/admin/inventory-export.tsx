import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { adminHeaders } from '#app/kernel/admin-page.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import {
  inventoryCsv,
  inventoryExportCount,
} from '#app/sales/.server/inventory/inventory-export.ts'
import { parseInventoryAdminFilter } from '#app/sales/inventory-admin-filter.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/inventory-export'

/**
 * The inventory list's current filter (every page and status of it) as a
 * formula-safe CSV file the import reads back, streamed; recorded in the audit log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const query = new URL(request.url).searchParams
  const { page: _page, ...scope } = parseInventoryAdminFilter(query)
  const actor = actorOf(user, request, context)
  const now = new Date()
  // recorded before the first byte leaves: a download broken off was still taken
  await recordAudit(context.db, {
    actor,
    action: 'vehicle.export',
    entity: 'vehicle',
    after: {
      filter: Object.fromEntries(query),
      rows: await inventoryExportCount(context.db, scope),
    },
    ip: actor.ip,
  })
  // the dealer's day: an evening export is not named for tomorrow
  const day = calendarDay(now, business.timeZone)
  return new Response(inventoryCsv(context.db, scope, context.settings.SITE_URL, now), {
    headers: {
      ...adminHeaders,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inventory-${day}.csv"`,
    },
  })
}
