import { randomBytes } from 'node:crypto'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { prepareBrotliSplice, spliceBrotli } from './spliced-brotli'

/** A page with its values cut out: cards that differ as a real list's do. */
const page = (cards: number) => [
  '<!doctype html><html><head><link nonce="',
  `" rel="icon"><script nonce="`,
  `">start()</script></head><body>${Array.from(
    { length: cards },
    (_, i) =>
      `<article class="card"><h2>Denago EV City #${(i * 7919) % 10007}</h2><p>café ünïcode, ${(i * 37) % 101} miles, $${(i * 131) % 9000}</p></article>`,
  ).join('')}<form><input name="t" value="`,
  `"></form><script nonce="`,
  '">(function(){go()})()</script></body></html>',
]
const lengths = [24, 24, 13, 24]
const valuesFor = (nonce: string, time: string) =>
  [nonce, nonce, time, nonce].map((value) => Buffer.from(value))

describe('spliceBrotli', () => {
  it('gives a brotli stream that decodes to the parts joined by any values of their lengths', async () => {
    const parts = page(2000)
    const spliced = await prepareBrotliSplice(parts, lengths)
    expect(spliced).toBeDefined()
    for (let round = 0; round < 20; round++) {
      const nonce = randomBytes(18).toString('base64')
      const time = String(1_790_000_000_000 + round * 7919)
      const values = valuesFor(nonce, time)
      const body = spliceBrotli(spliced!, values)
      const expected = parts
        .flatMap((part, i) => (i === 0 ? [part] : [values[i - 1]!.toString(), part]))
        .join('')
      expect(brotliDecompressSync(body).toString()).toBe(expected)
    }
  })

  it('is smaller than the page compressed per request at the fastest quality', async () => {
    const parts = page(2000)
    const spliced = await prepareBrotliSplice(parts, lengths)
    const values = valuesFor(randomBytes(18).toString('base64'), '1790000000000')
    const whole = parts.flatMap((part, i) => (i === 0 ? [part] : [values[i - 1]!, part]))
    const fast = brotliCompressSync(Buffer.concat(whole.map((x) => Buffer.from(x))), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
    })
    expect(spliceBrotli(spliced!, values).length).toBeLessThan(fast.length)
  })

  it('refuses values of other lengths, and bodies it cannot splice', async () => {
    const spliced = await prepareBrotliSplice(page(3), lengths)
    expect(() => spliceBrotli(spliced!, valuesFor('short', '17'))).toThrow()
    // a part shorter than the two bytes of context, or holding a placeholder byte
    expect(await prepareBrotliSplice(['<p nonce="', '"', '>x'], [24, 24])).toBeUndefined()
    expect(await prepareBrotliSplice(['<p>\u0001', '</p>'], [24])).toBeUndefined()
    expect(await prepareBrotliSplice(['a', 'b'], [70_000])).toBeUndefined()
    await expect(prepareBrotliSplice(['a', 'bb'], [])).rejects.toThrow()
  })

  it('decodes one part alone, and a page of many values', async () => {
    const one = await prepareBrotliSplice(['only this'], [])
    expect(brotliDecompressSync(spliceBrotli(one!, [])).toString()).toBe('only this')
    const many = Array.from({ length: 40 }, (_, i) => `<a nonce="" href="/p/${i}">page ${i}</a>"`)
    const spliced = await prepareBrotliSplice(
      many,
      Array.from({ length: 39 }, () => 24),
    )
    const nonce = randomBytes(18).toString('base64')
    const values = Array.from({ length: 39 }, () => Buffer.from(nonce))
    expect(brotliDecompressSync(spliceBrotli(spliced!, values)).toString()).toBe(many.join(nonce))
  })
})
