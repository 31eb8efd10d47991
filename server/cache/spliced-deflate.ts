import { constants, crc32, deflateRawSync } from 'node:zlib'

import { crc32Combine, crc32Shift } from './crc32-combine'

/**
 * A body made of fixed parts with per-request values between them (a cached
 * page, its CSP nonce and the time it was shown), sent as
 * `Content-Encoding: deflate` or `gzip` without compressing per request.
 * Each part is compressed once into raw deflate blocks ending on a byte
 * boundary; per request each value goes between them as a stored
 * (uncompressed) block, and the checksum (zlib's Adler-32, gzip's CRC-32) is
 * combined from the parts' checksums. See RFC 1950, 1951 and 1952.
 */
export type SplicedDeflate = {
  parts: Buffer[]
  adlers: number[]
  crcs: number[]
  /** per part, the operator moving a CRC-32 past it (crc32Shift) */
  crcShifts: number[]
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
    crcs: bytes.map((part) => crc32(part)),
    crcShifts: bytes.map((part) => crc32Shift(part.length)),
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

/** The raw deflate stream with `values[i]` stored after part i, and the values' bytes. */
function spliceBlocks(spliced: SplicedDeflate, values: readonly string[]) {
  if (!fitsSplice(spliced, values)) {
    throw new Error(`spliced values must be ${spliced.valueLengths.join(', ')} bytes long`)
  }
  const blocks: Buffer[] = []
  const inserted = values.map((value) => Buffer.from(value))
  spliced.parts.forEach((part, i) => {
    const value = inserted[i - 1]
    if (value) {
      const stored = Buffer.alloc(5)
      stored[0] = 0 // not final, stored; the rest of the byte is padding
      stored.writeUInt16LE(value.length, 1)
      stored.writeUInt16LE(~value.length & 0xffff, 3)
      blocks.push(stored, value)
    }
    blocks.push(part)
  })
  return { blocks, inserted }
}

/** The whole body, zlib-wrapped (`Content-Encoding: deflate`), with `values[i]` after part i. */
export function spliceDeflate(spliced: SplicedDeflate, values: readonly string[]): Buffer {
  const { blocks, inserted } = spliceBlocks(spliced, values)
  let adler = adler32Combine(1, spliced.adlers[0]!, spliced.lengths[0]!)
  inserted.forEach((value, i) => {
    adler = adler32Combine(adler, adler32(value), value.length)
    adler = adler32Combine(adler, spliced.adlers[i + 1]!, spliced.lengths[i + 1]!)
  })
  const trailer = Buffer.alloc(4)
  trailer.writeUInt32BE(adler, 0)
  return Buffer.concat([zlibHeader, ...blocks, trailer])
}

/** The whole body, gzip-wrapped, with `values[i]` after part i. */
export function spliceGzip(spliced: SplicedDeflate, values: readonly string[]): Buffer {
  const { blocks, inserted } = spliceBlocks(spliced, values)
  let crc = spliced.crcs[0]!
  let length = spliced.lengths[0]!
  inserted.forEach((value, i) => {
    crc = crc32(value, crc)
    crc = crc32Combine(crc, spliced.crcs[i + 1]!, spliced.crcShifts[i + 1]!)
    length += value.length + spliced.lengths[i + 1]!
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc, 0)
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  return Buffer.concat([gzipHeader, ...blocks, trailer])
}

/**
 * The zlib form (`Content-Encoding: deflate`) of a body gzipSync compressed:
 * the same deflate blocks, another wrapper (gzipSync writes a bare 10-byte
 * header and an 8-byte trailer).
 */
export function gzipAsDeflate(gzip: Buffer, body: Buffer): Buffer {
  const trailer = Buffer.alloc(4)
  trailer.writeUInt32BE(adler32(body), 0)
  return Buffer.concat([zlibHeader, gzip.subarray(gzipHeader.length, -8), trailer])
}

/** zlib: deflate with a 32 KB window, best compression */
const zlibHeader = Buffer.from([0x78, 0xda])
/** gzip: deflate, no name or flags, no time, best compression, unknown system */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff])
