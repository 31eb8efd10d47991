import { csvLines, type CsvValue } from './csv'

/**
 * A CSV file as a pull-based stream: the next batch of rows is asked for
 * only when the reader has taken the previous one (at most one batch waits
 * in the queue), so an export of any size holds about one batch in memory
 * and a slow download slows the queries instead of piling up rows. Each
 * item becomes a line through `row`; the header (behind a byte-order mark
 * that lets Excel read UTF-8, when asked) comes with the first batch; lines
 * end with CRLF.
 */
export function csvStream<T>(
  header: string[],
  batches: AsyncIterable<T[]>,
  row: (item: T) => CsvValue[],
  options: { bom?: boolean } = {},
): ReadableStream<Uint8Array> {
  const iterator = batches[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  let head: string | null = `${options.bom ? '\uFEFF' : ''}${csvLines([header])}`
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // a pull that enqueues nothing is not called again: skip empty batches
        for (;;) {
          const next = await iterator.next()
          const text = `${head ?? ''}${next.done ? '' : csvLines(next.value.map(row))}`
          head = null
          if (text) controller.enqueue(encoder.encode(text))
          if (next.done) return controller.close()
          if (text) return
        }
      },
      // a download stopped half-way ends the queries too
      async cancel() {
        await iterator.return?.()
      },
    },
    new CountQueuingStrategy({ highWaterMark: 1 }),
  )
}
