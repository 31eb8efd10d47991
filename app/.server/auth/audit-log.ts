import type { ExpressionBuilder } from 'kysely'

import type { DB } from '../db/connection'
import type { AuditLogRow, Database } from '../db/schema'

export const auditPageSize = 50

export type AuditFilter = { actor?: string; action?: string; page: number }

/** The page's filter: the person's e-mail, and an action prefix. */
export function auditFilterWhere(filter: Omit<AuditFilter, 'page'>) {
  return (eb: ExpressionBuilder<Database, 'audit_log'>) => {
    const all = []
    if (filter.actor) all.push(eb('actor_email', '=', filter.actor.trim().toLowerCase()))
    if (filter.action) all.push(eb('action', 'like', `${filter.action.replace(/[%_]/g, '')}%`))
    return eb.and(all)
  }
}

/** Newest first, filtered by person (e-mail) and action prefix, one page at a time. */
export async function listAudit(
  db: DB,
  filter: AuditFilter,
): Promise<{ rows: AuditLogRow[]; hasMore: boolean }> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where(auditFilterWhere(filter))
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
