import { type ExpressionBuilder, sql } from 'kysely'

import type { DB } from '../db/connection'
import type { AuditLogRow, Database } from '../db/schema'

export const auditPageSize = 50

export type AuditFilter = { actor?: string; action?: string; page: number }

/** The page's filter: the person's e-mail, and an action (exact). */
export function auditFilterWhere(filter: Omit<AuditFilter, 'page'>) {
  return (eb: ExpressionBuilder<Database, 'audit_log'>) => {
    const all = []
    if (filter.actor) all.push(eb('actor_email', '=', filter.actor.trim().toLowerCase()))
    if (filter.action) all.push(eb('action', '=', filter.action))
    return eb.and(all)
  }
}

/**
 * Newest first, filtered by person (e-mail) and action, one page at a time.
 * Each filter has its index on (filter, at), which serves the order too.
 */
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

/**
 * The actions seen so far, for the filter's choices. Actions are open-ended
 * (some carry a verb or a list's name), so they are read from the log: one
 * index seek per distinct action, each for the next one after the last,
 * rather than a `select distinct` over every row.
 */
export async function auditActions(db: DB): Promise<string[]> {
  const { rows } = await sql<{ action: string }>`
    with recursive seen(action) as (
      select min(action) from audit_log
      union all
      select (select min(action) from audit_log where action > seen.action)
      from seen
      where seen.action is not null
    )
    select action from seen where action is not null order by action
  `.execute(db)
  return rows.map((r) => r.action)
}
