import { constants, deflateRawSync } from 'node:zlib'

/**
 * A body made of fixed parts with per-request values between them (a cached
 * page, its CSP nonce and the time it was shown), sent as
 * `Content-Encoding: deflate` without compressing per request. Each part is
 * compressed once into raw deflate blocks ending on a byte boundary; per
 * request each value goes between them as a stored (uncompressed) block, and
 * the zlib checksum (Adler-32) is combined from the parts' checksums. See
 * RFC 1950 and RFC 1951.
 */
export type SplicedDeflate = {
  parts: Buffer[]
  adlers: number[]
  lengths: number[]
  /** the byte length the value after each part but the last must have */
  valueLengths: number[]
}

const base = 65521

export function adler32(data: Buffer, start = 1): number {
  let a = start & 0xffff
  let b = (start >>> 16) & 0xffff
  for (let i = 0; i < data.length;) {
    // 3800 bytes at most between reductions keeps the sums exact in doubles
    const end = Math.min(data.length, i + 3800)
    for (; i < end; i++) {
      a += data[i]!
      b += a
    }
    a %= base
    b %= base
  }
  return ((b << 16) | a) >>> 0
}

/** Adler-32 of A then B from the checksums of each and B's length (zlib's adler32_combine). */
export function adler32Combine(adlerA: number, adlerB: number, lengthB: number): number {
  const rem = lengthB % base
  let sum1 = adlerA & 0xffff
  let sum2 = (rem * sum1) % base
  sum1 += (adlerB & 0xffff) + base - 1
  sum2 += ((adlerA >>> 16) & 0xffff) + ((adlerB >>> 16) & 0xffff) + base - rem
  sum1 %= base
  sum2 %= base
  return ((sum2 << 16) | sum1) >>> 0
}

const window = 32 * 1024

/**
 * Compresses the parts once; the last one closes the stream. Each part may
 * refer back to the text before it (deflate's 32 KB window), given as a
 * dictionary with zero bytes where the values will stand: HTML has no zero
 * bytes, so no match can point into a value, whatever it is per request.
 * The value after part i must then be `valueLengths[i]` bytes long.
 */
export function prepareSplice(
  parts: readonly string[],
  valueLengths: readonly number[],
): SplicedDeflate {
  if (valueLengths.length !== parts.length - 1) {
    throw new Error('a spliced body has one value between each two parts')
  }
  const bytes = parts.map((part) => Buffer.from(part))
  const before: Buffer[] = []
  const usesContext = bytes.every((part) => !part.includes(0))
  const compressed = bytes.map((part, i) => {
    const history = Buffer.concat(before)
    const dictionary = history.subarray(Math.max(0, history.length - window))
    before.push(part, Buffer.alloc(valueLengths[i] ?? 0))
    return deflateRawSync(part, {
      level: 9,
      ...(usesContext && dictionary.length > 0 ? { dictionary } : {}),
      // all but the last end on a byte boundary without closing the stream
      finishFlush: i === bytes.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    })
  })
  return {
    parts: compressed,
    adlers: bytes.map((part) => adler32(part)),
    lengths: bytes.map((part) => part.length),
    valueLengths: [...valueLengths],
  }
}

/** Whether these values fit the gaps the body was prepared for. */
export function fitsSplice(spliced: SplicedDeflate, values: readonly string[]): boolean {
  return (
    values.length === spliced.valueLengths.length &&
    values.every((value, i) => Buffer.byteLength(value) === spliced.valueLengths[i])
  )
}

/** The whole body, zlib-wrapped, with `values[i]` after part i. */
export function spliceDeflate(spliced: SplicedDeflate, values: readonly string[]): Buffer {
  if (!fitsSplice(spliced, values)) {
    throw new Error(`spliced values must be ${spliced.valueLengths.join(', ')} bytes long`)
  }
  const chunks: Buffer[] = [Buffer.from([0x78, 0xda])]
  let adler = 1
  spliced.parts.forEach((part, i) => {
    if (i > 0) {
      const inserted = Buffer.from(values[i - 1]!)
      const stored = Buffer.alloc(5)
      stored[0] = 0 // not final, stored; the rest of the byte is padding
      stored.writeUInt16LE(inserted.length, 1)
      stored.writeUInt16LE(~inserted.length & 0xffff, 3)
      chunks.push(stored, inserted)
      adler = adler32Combine(adler, adler32(inserted), inserted.length)
    }
    chunks.push(part)
    adler = adler32Combine(adler, spliced.adlers[i]!, spliced.lengths[i]!)
  })
  const trailer = Buffer.alloc(4)
  trailer.writeUInt32BE(adler, 0)
  chunks.push(trailer)
  return Buffer.concat(chunks)
}
