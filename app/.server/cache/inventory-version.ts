import type { DB } from '../db/connection'

/** The inventory's version: a number the database bumps on every change to a cart or its photos. */
export async function readInventoryVersion(db: DB): Promise<number> {
  const row = await db
    .selectFrom('inventory_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow()
  return Number(row.version)
}

export type InventoryVersion = {
  /** the version, read again when the last read is older than `maxAgeMs` */
  current(): Promise<number>
}

/**
 * The version as this server last read it, read again at most every
 * `maxAgeMs` (one query for all requests meanwhile). A change made on any
 * server is seen here within that time: the counter lives in the database,
 * bumped by triggers in the same transaction as the change.
 */
export function inventoryVersion(db: DB, maxAgeMs: number): InventoryVersion {
  let value: number | undefined
  let readAt = 0
  let reading: Promise<number> | undefined
  return {
    current() {
      if (value !== undefined && performance.now() - readAt < maxAgeMs) {
        return Promise.resolve(value)
      }
      const started = performance.now()
      reading ??= readInventoryVersion(db)
        .then((version) => {
          value = version
          readAt = started
          return version
        })
        .finally(() => {
          reading = undefined
        })
      return reading
    },
  }
}
