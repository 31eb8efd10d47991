import { expect } from 'vitest'

/**
 * A CSV export read to its end: its header, its lines, and the first column
 * of each (the row's id). Lines end in CRLF, the last one too.
 */
export async function readCsvExport(stream: ReadableStream<Uint8Array>) {
  const text = await new Response(stream).text()
  const lines = text.split('\r\n')
  expect(lines.pop()).toBe('')
  return {
    header: lines[0],
    lines: lines.slice(1),
    ids: lines.slice(1).map((l) => l.split(',')[0]),
  }
}
