import type { DB } from '../db/connection'
import { audited, auditedChange, type ChangedBy } from './audited-change'

/**
 * Deletes one row by id with its audit row (the row as it was) in one
 * transaction; false when it was already gone, and then nothing is audited.
 */
export async function deleteAudited(
  db: DB,
  table: 'hours_exceptions' | 'announcements',
  id: string,
  audit: { action: string; entity: string },
  who: ChangedBy,
): Promise<boolean> {
  return auditedChange(db, who, async (trx) => {
    const row = await trx.deleteFrom(table).where('id', '=', id).returningAll().executeTakeFirst()
    if (!row) return false
    return audited(true, { ...audit, entityId: id, before: row })
  })
}
