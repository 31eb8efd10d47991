import type { DB } from '../db/connection'
import { withTransaction } from '../db/transaction'
import type { Actor } from './actor'
import { recordAudit } from './audit'

/** Who makes a change from the back office, and when (now unless a test says). */
export type ChangedBy = { actor: Pick<Actor, 'id' | 'email'>; ip: string | null; now?: Date }

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
  return withTransaction(db, async (trx) => {
    const row = await trx.deleteFrom(table).where('id', '=', id).returningAll().executeTakeFirst()
    if (!row) return false
    await recordAudit(
      trx,
      { actor: who.actor, ...audit, entityId: id, before: row, ip: who.ip },
      who.now ?? new Date(),
    )
    return true
  })
}
