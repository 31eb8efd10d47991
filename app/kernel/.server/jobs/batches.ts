import type { SelectQueryBuilder } from 'kysely'

import type { DB } from '../db/connection'
import { skipLocked } from '../db/engine'
import type { Database } from '../db/schema'
import { withTransaction } from '../db/transaction'
import { timeSlices, yieldToEventLoop } from '../event-loop'

/** Rows one batch of a job reads or claims at most: the scheduler's own size (tests give small ones). */
export const defaultBatchSize = 100

/** Within a batch handled row by row, the work lets requests in once it has held the event loop this long. */
const rowSliceMs = 10

/**
 * A job's pass over more rows than one statement should hold, in batches.
 * `next` reads or claims at most one batch: the rows after `last` (the last
 * row of the batch before, for a walk in an index's order), or simply the
 * next rows still due (a claim, whose rows leave the due set as it takes
 * them). Between batches the pass yields to the event loop (setImmediate), so
 * requests are answered while it runs; it ends at the first empty batch.
 */
export async function* inBatches<Row>(
  next: (last: Row | undefined) => Promise<readonly Row[]>,
): AsyncGenerator<readonly Row[]> {
  for (let last: Row | undefined; ;) {
    const rows = await next(last)
    if (rows.length === 0) return
    yield rows
    last = rows.at(-1)
    await yieldToEventLoop()
  }
}

/**
 * Claims batches until a claim finds none (each claim does its rows' work in
 * its transaction, and claimed rows leave the due set); resolves to how many
 * rows were claimed.
 */
export async function claimAll<Row>(claim: () => Promise<readonly Row[]>): Promise<number> {
  let claimed = 0
  for await (const rows of inBatches(claim)) claimed += rows.length
  return claimed
}

/**
 * claimAll over batches of ids picked and claimed in one transaction each:
 * `pick` selects the next due rows (at most a batch, in index order), locked
 * first on PostgreSQL so rows another server's batch holds are skipped;
 * `claim` does their work (its write checks the due condition again) and
 * resolves to the rows it took. Resolves to how many were claimed.
 */
export function claimLockedBatches<TB extends keyof Database>(
  db: DB,
  pick: (trx: DB) => SelectQueryBuilder<Database, TB, { id: string }>,
  claim: (trx: DB, ids: string[]) => Promise<readonly unknown[]>,
): Promise<number> {
  return claimAll(() =>
    withTransaction(db, async (trx) => {
      const batch = await skipLocked(trx, pick(trx)).execute()
      return batch.length === 0
        ? []
        : claim(
            trx,
            batch.map((row) => row.id),
          )
    }),
  )
}

/**
 * Handles every row of `inBatches(next)` one at a time (each its own
 * transaction and claim), letting requests in every few milliseconds within a
 * batch too; resolves to how many `handle` reported done.
 */
export async function eachRow<Row>(
  next: (last: Row | undefined) => Promise<readonly Row[]>,
  handle: (row: Row) => Promise<boolean>,
): Promise<number> {
  const pause = timeSlices(rowSliceMs)
  let done = 0
  for await (const rows of inBatches(next)) {
    for (const row of rows) {
      if (await handle(row)) done++
      await pause()
    }
  }
  return done
}
