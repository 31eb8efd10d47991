/** Rows a batch of an export holds: few enough to keep memory flat, enough to keep queries few. */
export const exportBatchSize = 500

/**
 * Every row of a query, a batch at a time, by keyset pagination: `page` gets
 * the last row of the batch before (undefined for the first) and returns the
 * rows after it in a unique order, at most `size` of them. Unlike a cursor,
 * no connection is held between batches, on either engine, however slowly
 * the batches are taken.
 */
export async function* keysetBatches<Row>(
  page: (after: Row | undefined, size: number) => Promise<Row[]>,
  size = exportBatchSize,
): AsyncGenerator<Row[]> {
  let after: Row | undefined
  for (;;) {
    const rows = await page(after, size)
    if (rows.length > 0) yield rows
    if (rows.length < size) return
    after = rows[rows.length - 1]
  }
}
