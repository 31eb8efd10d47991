import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { adminHeaders } from '#app/kernel/admin-page.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { paymentsCsv, paymentsExportCount } from '#app/payments/.server/payments-csv.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/payments-export'

/** Every movement of the ledger as a formula-safe CSV file, streamed; for owners only, and recorded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const now = new Date()
  const actor = actorOf(user, request, context)
  // recorded before the first byte leaves: a download broken off was still taken
  await recordAudit(
    context.db,
    {
      actor,
      action: 'payment.export',
      entity: 'payment',
      after: { rows: await paymentsExportCount(context.db, now) },
      ip: actor.ip,
    },
    now,
  )
  const day = calendarDay(now, business.timeZone)
  return new Response(paymentsCsv(context.db, now), {
    headers: {
      ...adminHeaders,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="payments-${day}.csv"`,
    },
  })
}
