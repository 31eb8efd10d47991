import { describe, expect, it } from 'vitest'

import { csvStream } from './csv-stream'

/** Batches of one-cell rows, counting how many batches were asked for. */
function counted(batches: string[][]) {
  const state = { given: 0, stopped: false }
  async function* rows() {
    try {
      for (const batch of batches) {
        state.given++
        yield batch
      }
    } finally {
      state.stopped = true
    }
  }
  return { state, rows: rows() }
}

const cell = (value: string) => [value]
const decode = (chunk: Uint8Array | undefined) => new TextDecoder().decode(chunk)

describe('csvStream', () => {
  it('writes the header, then every batch, behind a byte-order mark when asked', async () => {
    const stream = csvStream(['name'], counted([['Dana', '=cmd'], [], ['Lee']]).rows, cell, {
      bom: true,
    })
    const bytes = await new Response(stream).arrayBuffer()
    // ignoreBOM: keep the mark in the text instead of dropping it
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      "\uFEFFname\r\nDana\r\n'=cmd\r\nLee\r\n",
    )
  })

  it('writes only the header when there are no rows', async () => {
    const text = await new Response(csvStream(['a', 'b'], counted([]).rows, cell)).text()
    expect(text).toBe('a,b\r\n')
  })

  it('asks for a batch only when the reader has taken the one before', async () => {
    const batches = Array.from({ length: 10 }, (_, i) => [`row ${i}`])
    const { state, rows } = counted(batches)
    const reader = csvStream(['name'], rows, cell).getReader()
    for (let taken = 1; taken <= 4; taken++) {
      expect(decode((await reader.read()).value)).toContain(`row ${taken - 1}`)
      // let the stream fill its queue if it would
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(state.given).toBeLessThanOrEqual(taken + 1)
    }
  })

  it('stops asking for rows when the download is cancelled', async () => {
    const { state, rows } = counted(Array.from({ length: 10 }, (_, i) => [`row ${i}`]))
    const reader = csvStream(['name'], rows, cell).getReader()
    await reader.read()
    await reader.cancel()
    expect(state.stopped).toBe(true)
    expect(state.given).toBeLessThanOrEqual(2)
  })
})
