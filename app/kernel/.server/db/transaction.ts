import type { DB } from './connection'

/**
 * Joins the caller's transaction (so it can write its audit row in it), else
 * opens one: writes that change several rows take the database or a
 * transaction alike.
 */
export function withTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}
