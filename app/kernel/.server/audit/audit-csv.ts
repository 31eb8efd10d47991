import type { CsvValue } from '#app/kernel/csv.ts'
import { csvStream } from '#app/kernel/csv-stream.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { wallClockMinuteReader } from '#app/kernel/zoned-time.ts'

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

/** A row's cells; `localMinute` reads "2026-06-02 09:50" on the dealer's clock. */
const auditCsvRow = (row: AuditLogRow, localMinute: (at: Date) => string): CsvValue[] => [
  row.id,
  row.at,
  localMinute(new Date(row.at)),
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

/**
 * The audit log as CSV, newest first as the page lists it, every cell
 * formula-safe; written a batch at a time as the reader takes it. Each batch
 * seeks the (at, id) index just past the row the last one ended on, so the
 * millionth row costs what the first did (a second bound on `at`, the
 * export's moment, once let SQLite walk the index from the top every batch).
 */
export function auditCsv(db: DB, scope: AuditExportScope): ReadableStream<Uint8Array> {
  const batches = keysetBatches(async (after: AuditLogRow | undefined, size) => {
    const query = after
      ? db
          .selectFrom('audit_log')
          .where(auditFilterWhere(scope))
          .where((eb) => eb(eb.refTuple('at', 'id'), '<', eb.tuple(after.at, after.id)))
      : scoped(db, scope)
    return query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(size).execute()
  })
  const localMinute = wallClockMinuteReader(business.timeZone)
  return csvStream(header, batches, (row) => auditCsvRow(row, localMinute), { bom: true })
}
