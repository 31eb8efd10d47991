import type { CsvValue } from '#app/kernel/csv.ts'
import { csvStream } from '#app/kernel/csv-stream.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { wallClockMinute } from '#app/kernel/zoned-time.ts'

import type { DB } from '../db/connection'
import { keysetBatches } from '../db/keyset-batches'
import type { AuditLogRow } from '../db/schema'
import { type AuditFilter, auditFilterWhere } from './audit-log'

/** The audit page's filter, and the moment of the export: rows recorded from then on are not in it. */
export type AuditExportScope = Omit<AuditFilter, 'page'> & { before: Date }

const header = [
  'id',
  'at',
  'at_local',
  'actor_email',
  'actor_id',
  'action',
  'entity',
  'entity_id',
  'before',
  'after',
  'ip',
]

const auditCsvRow = (row: AuditLogRow): CsvValue[] => [
  row.id,
  row.at,
  // "2026-06-02 09:50" on the dealer's clock
  wallClockMinute(new Date(row.at), business.timeZone),
  row.actor_email,
  row.actor_id,
  row.action,
  row.entity,
  row.entity_id,
  row.before,
  row.after,
  row.ip,
]

function scoped(db: DB, scope: AuditExportScope) {
  return db
    .selectFrom('audit_log')
    .where('at', '<', scope.before.toISOString())
    .where(auditFilterWhere(scope))
}

/** How many audit rows an export of this scope holds. */
export async function auditExportCount(db: DB, scope: AuditExportScope): Promise<number> {
  const row = await scoped(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The audit log as CSV, newest first as the page lists it, every cell formula-safe; written a batch at a time as the reader takes it. */
export function auditCsv(db: DB, scope: AuditExportScope): ReadableStream<Uint8Array> {
  const batches = keysetBatches(async (after: AuditLogRow | undefined, size) => {
    let query = scoped(db, scope).selectAll()
    if (after) {
      const { at, id } = after
      query = query.where((eb) =>
        eb.and([eb('at', '<=', at), eb.or([eb('at', '<', at), eb('id', '<', id)])]),
      )
    }
    return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(size).execute()
  })
  return csvStream(header, batches, auditCsvRow, { bom: true })
}
