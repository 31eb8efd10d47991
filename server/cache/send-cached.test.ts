import { describe, expect, it } from 'vitest'

import { acceptsEncoding } from './send-cached'

describe('acceptsEncoding', () => {
  it('takes a listed coding and refuses one listed with q=0 or not listed', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true)
    expect(acceptsEncoding('gzip;q=1.0, br;q=0', 'br')).toBe(false)
    expect(acceptsEncoding('gzip', 'deflate')).toBe(false)
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false)
  })

  it('takes any coding under a wildcard, unless the coding is refused by name', () => {
    expect(acceptsEncoding('*', 'br')).toBe(true)
    expect(acceptsEncoding('br;q=0, *', 'br')).toBe(false)
    expect(acceptsEncoding('br;q=0, *', 'gzip')).toBe(true)
  })

  it('answers each coding of one header for itself, the first time and again', () => {
    const header = 'gzip, identity;q=0.5, br;q=0'
    for (let time = 0; time < 2; time++) {
      expect(acceptsEncoding(header, 'gzip')).toBe(true)
      expect(acceptsEncoding(header, 'br')).toBe(false)
      expect(acceptsEncoding(header, 'deflate')).toBe(false)
    }
  })

  it('keeps answering right past the number of headers it remembers', () => {
    for (let i = 0; i < 600; i++) {
      const takesBr = i % 2 === 0
      const header = `gzip;q=0.${(i % 9) + 1}, x-${i}, br;q=${takesBr ? 1 : 0}`
      expect(acceptsEncoding(header, 'br')).toBe(takesBr)
    }
  })
})
