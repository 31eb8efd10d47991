import { describe, expect, it } from 'vitest'

import { type Coding, preferredCoding } from './content-coding'

const all: readonly Coding[] = ['br', 'gzip', 'deflate']
const spliced: readonly Coding[] = ['deflate', 'gzip']

describe('preferredCoding', () => {
  it('gives each client the one coding it asks for, and ours first when it takes several', () => {
    expect(preferredCoding('gzip', all)).toBe('gzip')
    expect(preferredCoding('br', all)).toBe('br')
    expect(preferredCoding('deflate', all)).toBe('deflate')
    expect(preferredCoding('gzip, deflate, br, zstd', all)).toBe('br')
    expect(preferredCoding('gzip, deflate', spliced)).toBe('deflate')
  })

  it('follows the weights the client gives, whatever their order', () => {
    expect(preferredCoding('br;q=0.5, gzip;q=0.8', all)).toBe('gzip')
    expect(preferredCoding('br;q=0.5, deflate', all)).toBe('deflate')
    expect(preferredCoding('gzip;q=1.0, br;q=0', all)).toBe('gzip')
    expect(preferredCoding('gzip;q=0.001, identity;q=0.5', all)).toBe('identity')
  })

  it('reads names and weights in any case and spacing, and x-gzip as gzip', () => {
    expect(preferredCoding('  GZip ; Q = 0.9 ,BR;q=0.2', all)).toBe('gzip')
    expect(preferredCoding('x-gzip', all)).toBe('gzip')
    expect(preferredCoding('X-GZIP;q=0.3, deflate;q=0.2', spliced)).toBe('gzip')
  })

  it('takes any coding under a wildcard, unless refused by name', () => {
    expect(preferredCoding('*', all)).toBe('br')
    expect(preferredCoding('br;q=0, *', all)).toBe('gzip')
    expect(preferredCoding('*;q=0.5, deflate', all)).toBe('deflate')
  })

  it('sends no coding when it takes none of ours, without a header, or refuses them all', () => {
    expect(preferredCoding(undefined, all)).toBe('identity')
    expect(preferredCoding('', all)).toBe('identity')
    expect(preferredCoding('zstd', all)).toBe('identity')
    expect(preferredCoding('identity', all)).toBe('identity')
    // even identity refused: nothing is acceptable, so no coding (RFC 9110)
    expect(preferredCoding('zstd, identity;q=0', all)).toBe('identity')
    expect(preferredCoding('*;q=0', all)).toBe('identity')
  })

  it('leaves out an item whose weight is no q-value', () => {
    expect(preferredCoding('br;q=2, gzip', all)).toBe('gzip')
    expect(preferredCoding('br;q=high, gzip;q=0.1', all)).toBe('gzip')
    expect(preferredCoding('br;q=0.1234, deflate;q=0.1', all)).toBe('deflate')
  })

  it('answers each offer for itself, and keeps answering past the headers it remembers', () => {
    for (let i = 0; i < 600; i++) {
      const takesBr = i % 2 === 0
      const header = `gzip;q=0.${(i % 9) + 1}, x-${i}, br;q=${takesBr ? 1 : 0}`
      expect(preferredCoding(header, all)).toBe(takesBr ? 'br' : 'gzip')
      expect(preferredCoding(header, spliced)).toBe('gzip')
    }
  })
})
