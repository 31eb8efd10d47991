import { describe, expect, it } from 'vitest'

import { orderedId } from './ordered-id'

const uuidV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('orderedId', () => {
  it('is a version 7 UUID carrying the millisecond it was made', () => {
    const ms = Date.UTC(2026, 10, 29, 10, 0, 0, 123) + 10_000_000
    const id = orderedId(ms)
    expect(id).toMatch(uuidV7)
    expect(parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(ms)
  })

  it('sorts as text in the order made, within one millisecond and across many', () => {
    const start = Date.now() + 20_000_000
    const ids = Array.from({ length: 5_000 }, (_, i) => orderedId(start + Math.floor(i / 1_000)))
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort()).toEqual(ids)
  })

  it('keeps its order past 4,096 ids in one millisecond and when the clock steps back', () => {
    const ms = Date.now() + 30_000_000
    const ids = [
      ...Array.from({ length: 4_200 }, () => orderedId(ms)),
      orderedId(ms - 5),
      orderedId(ms + 1),
    ]
    expect([...ids].sort()).toEqual(ids)
  })
})
