import { business } from '#app/content/business.ts'
import { toCsv } from '#app/lib/csv.ts'

import type { LeadSummary } from './lead'

/**
 * Leads as CSV, oldest first, every cell formula-safe: the one format of the
 * leads command's export and the back office's.
 */
export function leadsCsv(leads: LeadSummary[], options: { bom: boolean }): string {
  // one formatter for every row: building one per cell cost seconds on 10,000 rows
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: business.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  // "2026-06-02 09:50" on the dealer's clock
  const local = (iso: string) => format.format(new Date(iso))
  return toCsv(
    [
      'id',
      'received_at',
      'received_local',
      'status',
      'spam_reason',
      'first_name',
      'last_name',
      'email',
      'phone',
      'interest',
      'message',
      'source_page',
      'vehicle_id',
      'emails',
      'stage',
      'assigned_to',
      'first_response_at',
    ],
    [...leads]
      .reverse()
      .map((l) => [
        l.id,
        l.receivedAt,
        local(l.receivedAt),
        l.status,
        l.spamReason,
        l.firstName,
        l.lastName,
        l.email,
        l.phone,
        l.interest,
        l.message,
        l.sourcePage,
        l.vehicleId,
        l.delivery,
        l.stage,
        l.assignee,
        l.firstResponseAt,
      ]),
    options,
  )
}
