import { yieldToEventLoop } from '../event-loop'

/** Rows one batch of a job reads or claims at most: the scheduler's own size (tests give small ones). */
export const defaultBatchSize = 100

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

/** Runs `handle` on every batch of `inBatches(next)`; resolves to the sum of what it returns (rows handled). */
export async function eachBatch<Row>(
  next: (last: Row | undefined) => Promise<readonly Row[]>,
  handle: (rows: readonly Row[]) => Promise<number>,
): Promise<number> {
  let handled = 0
  for await (const rows of inBatches(next)) handled += await handle(rows)
  return handled
}
