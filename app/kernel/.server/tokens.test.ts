import { describe, expect, it } from 'vitest'

import { hashToken, randomToken, sameSecret } from './tokens'

describe('tokens', () => {
  it('are 32 random bytes in base64url, never repeated', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomToken()))
    expect(tokens.size).toBe(200)
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('are stored as their SHA-256', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })

  it('compare equal only when equal', () => {
    expect(sameSecret('x'.repeat(43), 'x'.repeat(43))).toBe(true)
    expect(sameSecret('x'.repeat(43), `${'x'.repeat(42)}y`)).toBe(false)
    expect(sameSecret('short', 'x'.repeat(43))).toBe(false)
  })
})
