import { randomBytes } from 'node:crypto'
import { deflateSync, gunzipSync, inflateSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import {
  adler32,
  adler32Combine,
  prepareSplice,
  spliceDeflate,
  spliceGzip,
} from './spliced-deflate'

describe('spliceDeflate', () => {
  it('gives a zlib stream that inflates to the parts joined by the value', () => {
    const html = `<html>${'<p>café ünïcode</p>'.repeat(4000)}<script nonce="N">x</script>`
    const parts = [...html.split('N'), '', '<link nonce="N">'.repeat(3)].join('N').split('N')
    const spliced = prepareSplice(
      parts,
      parts.slice(1).map(() => 24),
    )
    for (const nonce of [randomBytes(16).toString('base64'), 'x'.repeat(24)]) {
      const body = spliceDeflate(
        spliced,
        parts.slice(1).map(() => nonce),
      )
      expect(inflateSync(body).toString()).toBe(parts.join(nonce))
      const gzipped = spliceGzip(
        spliced,
        parts.slice(1).map(() => nonce),
      )
      expect(gunzipSync(gzipped).toString()).toBe(parts.join(nonce))
    }
  })

  it('puts values of different lengths in their own gaps', () => {
    const parts = ['<p nonce="', '">shown at ', ' with ', '</p>']
    const spliced = prepareSplice(parts, [24, 13, 24])
    const nonce = randomBytes(16).toString('base64')
    const body = spliceDeflate(spliced, [nonce, '1790000000000', nonce])
    expect(inflateSync(body).toString()).toBe(
      `<p nonce="${nonce}">shown at 1790000000000 with ${nonce}</p>`,
    )
    expect(gunzipSync(spliceGzip(spliced, [nonce, '1790000000000', nonce])).toString()).toBe(
      `<p nonce="${nonce}">shown at 1790000000000 with ${nonce}</p>`,
    )
    expect(() => spliceDeflate(spliced, [nonce, '17', nonce])).toThrow()
    expect(() => spliceGzip(spliced, [nonce, '17', nonce])).toThrow()
    expect(() => prepareSplice(parts, [24])).toThrow()
  })

  it('works for one part, and its checksum is zlib-compatible', () => {
    expect(inflateSync(spliceDeflate(prepareSplice(['only'], []), [])).toString()).toBe('only')
    expect(gunzipSync(spliceGzip(prepareSplice(['only'], []), [])).toString()).toBe('only')
    expect(() => spliceDeflate(prepareSplice(['a', 'b'], [2]), ['x'])).toThrow()
    const data = randomBytes(100_000)
    expect(adler32(data)).toBe(
      adler32Combine(adler32(data.subarray(0, 777)), adler32(data.subarray(777)), 100_000 - 777),
    )
    // zlib writes the same checksum as the last four bytes of its own stream
    expect(adler32(data)).toBe(deflateSync(data).readUInt32BE(deflateSync(data).length - 4))
  })
})
