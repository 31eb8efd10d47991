import type { DB } from '#app/kernel/.server/db/connection.ts'
import { keysetBatches } from '#app/kernel/.server/db/keyset-batches.ts'
import type { CsvValue } from '#app/kernel/csv.ts'
import { csvStream } from '#app/kernel/csv-stream.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { wallClockMinuteReader } from '#app/kernel/zoned-time.ts'
import type { LeadFilter } from '#app/leads/lead-filter.ts'

import { leadFilterWhere } from './inbox'
import { deliveriesOf } from './lead'

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

/** The columns a line is written from, and what the lead's notifications came to. */
const exportColumns = [
  'contact_messages.id',
  'received_at',
  'status',
  'spam_reason',
  'first_name',
  'last_name',
  'contact_messages.email',
  'phone',
  'interest',
  'message',
  'source_page',
  'vehicle_id',
  'stage',
  'first_response_at',
  'staff_users.email as assignee_email',
] as const

type ExportRow = {
  lead: Awaited<ReturnType<ReturnType<typeof exportQuery>['execute']>>[number]
  delivery: string
}

/** A lead's cells; `localMinute` reads "2026-06-02 09:50" on the dealer's clock. */
function leadCsvRow({ lead, delivery }: ExportRow, localMinute: (at: Date) => string): CsvValue[] {
  return [
    lead.id,
    lead.received_at,
    localMinute(new Date(lead.received_at)),
    lead.status,
    lead.spam_reason,
    lead.first_name,
    lead.last_name,
    lead.email,
    lead.phone,
    lead.interest,
    lead.message,
    lead.source_page,
    lead.vehicle_id,
    delivery,
    lead.stage,
    lead.assignee_email,
    lead.first_response_at,
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

function exportQuery(db: DB, scope: LeadExportScope) {
  return scoped(db, scope)
    .leftJoin('staff_users', 'staff_users.id', 'contact_messages.assigned_to')
    .select(exportColumns)
}

/**
 * Leads as CSV, oldest first (the newer id first within one moment), every
 * cell formula-safe: the one format of the leads command's export and the
 * back office's. Written a batch at a time as the reader takes it, each line
 * straight from its row: a summary object per lead (as the lists build)
 * lived long enough, at 100,000 leads, to grow the server's heap by a
 * hundred megabytes and more.
 */
export function leadsCsv(
  db: DB,
  scope: LeadExportScope,
  options: { bom: boolean },
): ReadableStream<Uint8Array> {
  const batches = keysetBatches(async (after: ExportRow | undefined, size) => {
    let query = exportQuery(db, scope)
    if (after) {
      const { received_at: receivedAt, id } = after.lead
      query = query.where((eb) =>
        eb.and([
          eb('received_at', '>=', receivedAt),
          eb.or([eb('received_at', '>', receivedAt), eb('contact_messages.id', '<', id)]),
        ]),
      )
    }
    const leads = await query
      .orderBy('received_at')
      .orderBy('contact_messages.id', 'desc')
      .limit(size)
      .execute()
    const delivery = await deliveriesOf(
      db,
      leads.map((lead) => lead.id),
    )
    return leads.map((lead) => ({ lead, delivery: delivery.get(lead.id) ?? 'none' }))
  })
  const localMinute = wallClockMinuteReader(business.timeZone)
  return csvStream(header, batches, (row) => leadCsvRow(row, localMinute), options)
}
