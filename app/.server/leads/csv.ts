import { business } from '#app/content/business.ts'
import { toCsv } from '#app/lib/csv.ts'
import { wallClockMinute } from '#app/lib/zoned-time.ts'

import type { LeadSummary } from './lead'

/**
 * Leads as CSV, oldest first, every cell formula-safe: the one format of the
 * leads command's export and the back office's.
 */
export function leadsCsv(leads: LeadSummary[], options: { bom: boolean }): string {
  // "2026-06-02 09:50" on the dealer's clock
  const local = (iso: string) => wallClockMinute(new Date(iso), business.timeZone)
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
