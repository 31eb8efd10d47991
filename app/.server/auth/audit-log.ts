import type { DB } from '../db/connection'
import type { AuditLogRow } from '../db/schema'

export const auditPageSize = 50

export type AuditFilter = { actor?: string; action?: string; page: number }

/** Newest first, filtered by person (e-mail) and action prefix, one page at a time. */
export async function listAudit(
  db: DB,
  filter: AuditFilter,
): Promise<{ rows: AuditLogRow[]; hasMore: boolean }> {
  let query = db.selectFrom('audit_log').selectAll()
  if (filter.actor) query = query.where('actor_email', '=', filter.actor.trim().toLowerCase())
  if (filter.action) query = query.where('action', 'like', `${filter.action.replace(/[%_]/g, '')}%`)
  const rows = await query
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(auditPageSize + 1)
    .offset((Math.max(1, filter.page) - 1) * auditPageSize)
    .execute()
  return { rows: rows.slice(0, auditPageSize), hasMore: rows.length > auditPageSize }
}

/** The actions seen so far, for the filter's choices. */
export async function auditActions(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('action')
    .distinct()
    .orderBy('action')
    .execute()
  return rows.map((r) => r.action)
}
