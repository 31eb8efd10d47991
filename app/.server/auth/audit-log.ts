import { sql } from 'kysely'

import type { DB } from '../db/connection'
import type { AuditLogRow } from '../db/schema'

export const auditPageSize = 50

export type AuditFilter = { actor?: string; action?: string; page: number }

/**
 * Newest first, filtered by person (e-mail) and action, one page at a time.
 * Each filter has its index on (filter, at), which serves the order too.
 */
export async function listAudit(
  db: DB,
  filter: AuditFilter,
): Promise<{ rows: AuditLogRow[]; hasMore: boolean }> {
  let query = db.selectFrom('audit_log').selectAll()
  if (filter.actor) query = query.where('actor_email', '=', filter.actor.trim().toLowerCase())
  if (filter.action) query = query.where('action', '=', filter.action)
  const rows = await query
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
