import { describe, expect, it } from 'vitest'

import { newNonce } from './security'

describe('newNonce', () => {
  it('gives 128 random bits, base64, never the same twice across pool refills', () => {
    const nonces = Array.from({ length: 1000 }, newNonce)
    expect(new Set(nonces).size).toBe(1000)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    }
  })
})
