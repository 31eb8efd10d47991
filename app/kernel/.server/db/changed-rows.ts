import type { DeleteResult, InsertResult, UpdateResult } from 'kysely'

/** What an update, delete or insert (with `on conflict do nothing`) reports back. */
export type WriteResult = UpdateResult | DeleteResult | InsertResult

/**
 * How many rows a write changed. Kysely counts in bigints, under a name per
 * kind of statement; an insert the conflict clause skipped counts none.
 */
export function rowsChanged(result: WriteResult): number {
  if ('numUpdatedRows' in result) return Number(result.numUpdatedRows)
  if ('numDeletedRows' in result) return Number(result.numDeletedRows)
  return Number(result.numInsertedOrUpdatedRows ?? 0)
}

/**
 * Whether a guarded write (one row, `where` its version, status or lease is
 * still what was read) found its row: false when someone else got there first.
 */
export function changedRow(result: WriteResult): boolean {
  return rowsChanged(result) > 0
}
