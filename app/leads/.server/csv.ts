import type { DB } from '#app/kernel/.server/db/connection.ts'
import { keysetBatches } from '#app/kernel/.server/db/keyset-batches.ts'
import type { CsvValue } from '#app/kernel/csv.ts'
import { csvStream } from '#app/kernel/csv-stream.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { wallClockMinuteReader } from '#app/kernel/zoned-time.ts'
import type { LeadFilter } from '#app/leads/lead-filter.ts'

import { leadFilterWhere } from './inbox'
import { leadColumns, leadSummaries, type LeadSummary } from './lead'

/** Which leads an export holds: the leads command's `--since`, or the back office inbox's filter. */
export type LeadExportScope = {
  /** received up to this moment: what the file holds and its count agree */
  until: Date
  since?: Date
  filter?: { filter: LeadFilter; userId: string }
}

const header = [
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
]

/** A lead's cells; `localMinute` reads "2026-06-02 09:50" on the dealer's clock. */
function leadCsvRow(l: LeadSummary, localMinute: (at: Date) => string): CsvValue[] {
  return [
    l.id,
    l.receivedAt,
    localMinute(new Date(l.receivedAt)),
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
  ]
}

function scoped(db: DB, scope: LeadExportScope) {
  let query = db
    .selectFrom('contact_messages')
    .where('received_at', '<=', scope.until.toISOString())
  if (scope.since) query = query.where('received_at', '>=', scope.since.toISOString())
  if (scope.filter) {
    const { filter, userId } = scope.filter
    query = query.where(leadFilterWhere(db, filter, userId, scope.until))
  }
  return query
}

/** How many leads an export of this scope holds. */
export async function leadExportCount(db: DB, scope: LeadExportScope): Promise<number> {
  const row = await scoped(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Leads as CSV, oldest first (the newer id first within one moment), every
 * cell formula-safe: the one format of the leads command's export and the
 * back office's. Written a batch at a time as the reader takes it.
 */
export function leadsCsv(
  db: DB,
  scope: LeadExportScope,
  options: { bom: boolean },
): ReadableStream<Uint8Array> {
  const batches = keysetBatches(async (after: LeadSummary | undefined, size) => {
    let query = scoped(db, scope)
      .leftJoin('staff_users', 'staff_users.id', 'contact_messages.assigned_to')
      .select(leadColumns)
      .select(['staff_users.email as assignee_email'])
    if (after) {
      const { receivedAt, id } = after
      query = query.where((eb) =>
        eb.and([
          eb('received_at', '>=', receivedAt),
          eb.or([eb('received_at', '>', receivedAt), eb('contact_messages.id', '<', id)]),
        ]),
      )
    }
    const rows = await query
      .orderBy('received_at')
      .orderBy('contact_messages.id', 'desc')
      .limit(size)
      .execute()
    return leadSummaries(db, rows)
  })
  const localMinute = wallClockMinuteReader(business.timeZone)
  return csvStream(header, batches, (lead) => leadCsvRow(lead, localMinute), options)
}
