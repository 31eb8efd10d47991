import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { crc32Combine, crc32Shift } from './crc32-combine'

describe('crc32Combine', () => {
  it('gives the checksum zlib computes over the joined data, wherever it is cut', () => {
    const data = randomBytes(70_000)
    for (const at of [0, 1, 13, 777, 65_536, 70_000]) {
      const a = data.subarray(0, at)
      const b = data.subarray(at)
      expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))).toBe(crc32(data))
    }
  })
})
