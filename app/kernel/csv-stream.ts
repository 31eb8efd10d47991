import { csvLines, type CsvValue } from './csv'

/**
 * Characters of lines encoded at once: a batch goes out in pieces this size.
 * V8 makes a string past about 128 KB straight in the heap's old generation,
 * where it stays until a full collection; a batch's lines in one string (a
 * million rows of the audit log are 2,000 such strings) kept the export from
 * being young garbage only.
 */
const pieceLength = 16_384

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
          let text = head ?? ''
          head = null
          let sent = false
          for (const item of next.done ? [] : next.value) {
            text += csvLines([row(item)])
            if (text.length >= pieceLength) {
              controller.enqueue(encoder.encode(text))
              text = ''
              sent = true
            }
          }
          if (text) controller.enqueue(encoder.encode(text))
          if (next.done) return controller.close()
          if (text || sent) return
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
