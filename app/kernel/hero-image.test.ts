import { describe, expect, it } from 'vitest'

import { hashString, heroImageFor } from './hero-image.ts'

describe('hashString', () => {
  it('is the djb2 hash, unsigned 32-bit', () => {
    // djb2: h = 5381; h = h * 33 + code, for "" and "a" (97): 5381 and 5381 * 33 + 97 = 177670
    expect(hashString('')).toBe(5381)
    expect(hashString('a')).toBe(177670)
    // "ab": 177670 * 33 + 98 = 5863208
    expect(hashString('ab')).toBe(5863208)
  })
  it('stays a non-negative 32-bit integer for long keys', () => {
    const hash = hashString('/rentals/middle-smithfield-township'.repeat(20))
    expect(Number.isInteger(hash)).toBe(true)
    expect(hash).toBeGreaterThanOrEqual(0)
    expect(hash).toBeLessThan(2 ** 32)
  })
})

describe('heroImageFor', () => {
  it('picks the scene by hash modulo 8', () => {
    // 177670 % 8 = 6, so scene 7; 5863208 % 8 = 0, so scene 1
    expect(heroImageFor('a')).toBe('/images/heroes/hero-7.svg')
    expect(heroImageFor('ab')).toBe('/images/heroes/hero-1.svg')
  })
  it('is stable for a page key and spreads keys over all eight scenes', () => {
    expect(heroImageFor('/inventory')).toBe(heroImageFor('/inventory'))
    const keys = Array.from({ length: 200 }, (_, i) => `/page-${i}`)
    expect(new Set(keys.map(heroImageFor)).size).toBe(8)
  })
})
