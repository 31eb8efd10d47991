import { promisify } from 'node:util'
import { brotliDecompress, constants, createBrotliCompress } from 'node:zlib'

/**
 * A body of fixed parts with per-request values between them, sent as
 * `Content-Encoding: br` without compressing per request (RFC 7932). One
 * encoder compresses the whole page once, flushed to a byte boundary at the
 * end of each part; where a value stands it is given a placeholder of bytes
 * that UTF-8 text never holds (so nothing after can refer back into it), and
 * that stretch of its output is dropped. Per request, the value goes there as
 * an uncompressed meta-block instead, which leaves the decoder's window,
 * distance cache and literal context exactly as the encoder assumed: the
 * meta-block also carries the next part's first two bytes, the context the
 * encoder compressed what follows with. Each prepared body is checked by
 * decoding it with two sets of values that differ in every byte; a page the
 * check refuses is compressed per request instead.
 */
export type SplicedBrotli = {
  /** the compressed runs between the values, the first with the stream header, the last closing it */
  parts: Buffer[]
  /** per value, the byte length it must have */
  valueLengths: number[]
  /** per value, the bytes of the next part that travel with it (the literal context) */
  carried: Buffer[]
}

/** How many bytes of the next part travel with a value: brotli's literal context is two bytes. */
const carriedLength = 2

/**
 * Bytes no UTF-8 text holds (0xF5-0xFF) and controls an HTML page never
 * sends (NUL to BS, SO to US, DEL): placeholders are made of them, so no
 * match of the encoder can reach into a value.
 */
const placeholderBytes = [
  ...Array.from({ length: 9 }, (_, i) => i),
  ...Array.from({ length: 18 }, (_, i) => 0x0e + i),
  0x7f,
  ...Array.from({ length: 11 }, (_, i) => 0xf5 + i),
]
const placeholderSet = new Set(placeholderBytes)

/**
 * A walk over placeholderBytes that never takes the same pair of bytes twice
 * (1,445 bytes long): cut into placeholders, no two bytes of one can match two
 * of another, so the encoder finds no match in them at all and sends them as
 * literals, which leave its distance cache as the stored meta-block does.
 */
const placeholderWalk = (() => {
  // a de Bruijn sequence of order two (the FKM algorithm), opened out of its cycle
  const n = placeholderBytes.length
  const a = [0, 0, 0]
  const sequence: number[] = []
  const extend = (t: number, p: number) => {
    if (t > 2) {
      if (2 % p === 0) sequence.push(...a.slice(1, p + 1))
      return
    }
    a[t] = a[t - p]!
    extend(t + 1, p)
    for (let j = a[t - p]! + 1; j < n; j++) {
      a[t] = j
      extend(t + 1, t)
    }
  }
  extend(1, 1)
  sequence.push(sequence[0]!)
  return Buffer.from(sequence.map((i) => placeholderBytes[i]!))
})()

/** Placeholders of these lengths, consecutive stretches of placeholderWalk; undefined when too long. */
function placeholders(lengths: readonly number[]): Buffer[] | undefined {
  const total = lengths.reduce((sum, length) => sum + length, 0)
  if (total > placeholderWalk.length) return undefined
  let from = 0
  return lengths.map((length) => placeholderWalk.subarray(from, (from += length)))
}

/** The output of writing `input` (maybe empty) to the encoder, up to a byte-aligned flush. */
function flushed(encoder: ReturnType<typeof createBrotliCompress>, input: Buffer) {
  return new Promise<Buffer>((resolve, reject) => {
    const out: Buffer[] = []
    const collect = (chunk: Buffer) => out.push(chunk)
    encoder.on('data', collect)
    encoder.once('error', reject)
    if (input.length > 0) encoder.write(input)
    encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => {
      encoder.off('data', collect)
      encoder.off('error', reject)
      resolve(Buffer.concat(out))
    })
  })
}

/** The rest of the encoder's output once it closes the stream after `input`. */
function finished(encoder: ReturnType<typeof createBrotliCompress>, input: Buffer) {
  return new Promise<Buffer>((resolve, reject) => {
    const out: Buffer[] = []
    encoder.on('data', (chunk: Buffer) => out.push(chunk))
    encoder.once('error', reject)
    encoder.once('end', () => resolve(Buffer.concat(out)))
    encoder.end(input)
  })
}

/** An uncompressed meta-block (not the last) holding `bytes`, from a byte boundary. */
function storedMetaBlock(bytes: Buffer): Buffer[] {
  // ISLAST 0, MNIBBLES 4 (code 0), MLEN - 1 in 16 bits, ISUNCOMPRESSED 1, then padding to a byte
  const header = ((bytes.length - 1) << 3) | (1 << 19)
  return [Buffer.from([header & 0xff, (header >>> 8) & 0xff, (header >>> 16) & 0xff]), bytes]
}

/** Whether these values fit the gaps the body was prepared for. */
export function fitsBrotliSplice(spliced: SplicedBrotli, values: readonly Buffer[]): boolean {
  return (
    values.length === spliced.valueLengths.length &&
    values.every((value, i) => value.length === spliced.valueLengths[i])
  )
}

/** The whole brotli stream with `values[i]` after part i. */
export function spliceBrotli(spliced: SplicedBrotli, values: readonly Buffer[]): Buffer {
  if (!fitsBrotliSplice(spliced, values)) {
    throw new Error(`spliced values must be ${spliced.valueLengths.join(', ')} bytes long`)
  }
  const blocks: Buffer[] = [spliced.parts[0]!]
  values.forEach((value, i) => {
    blocks.push(...storedMetaBlock(Buffer.concat([value, spliced.carried[i]!])))
    blocks.push(spliced.parts[i + 1]!)
  })
  return Buffer.concat(blocks)
}

const decompress = promisify(brotliDecompress)

/**
 * Compresses the parts once (off the event loop, in zlib's thread pool), or
 * resolves to undefined for a body this cannot serve: a value longer than a
 * meta-block, a part too short to carry the context, a part holding
 * placeholder bytes, or a result the check does not decode back exactly.
 */
export async function prepareBrotliSplice(
  parts: readonly string[],
  valueLengths: readonly number[],
  quality = 11,
): Promise<SplicedBrotli | undefined> {
  if (valueLengths.length !== parts.length - 1) {
    throw new Error('a spliced body has one value between each two parts')
  }
  const bytes = parts.map((part) => Buffer.from(part))
  if (bytes.slice(1).some((part) => part.length < carriedLength)) return undefined
  if (valueLengths.some((length) => length < 1 || length + carriedLength > 65_536)) return undefined
  if (bytes.some((part) => part.some((byte) => placeholderSet.has(byte)))) return undefined
  const held = placeholders(valueLengths)
  if (!held) return undefined
  const total = bytes.reduce((sum, part) => sum + part.length, 0)
  const encoder = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: total,
    },
  })
  const compressed: Buffer[] = []
  const carried: Buffer[] = []
  try {
    for (let i = 0; i < bytes.length - 1; i++) {
      const part = i === 0 ? bytes[0]! : bytes[i]!.subarray(carriedLength)
      compressed.push(await flushed(encoder, part))
      const next = bytes[i + 1]!.subarray(0, carriedLength)
      carried.push(next)
      // compressed as if the placeholder stood there; the output is replaced per request
      await flushed(encoder, Buffer.concat([held[i]!, next]))
    }
    const last = bytes.length === 1 ? bytes[0]! : bytes.at(-1)!.subarray(carriedLength)
    compressed.push(await finished(encoder, last))
  } finally {
    encoder.destroy()
  }
  const spliced: SplicedBrotli = { parts: compressed, valueLengths: [...valueLengths], carried }
  const expected = (fill: number) =>
    Buffer.concat(
      bytes.flatMap((part, i) =>
        i === 0 ? [part] : [Buffer.alloc(valueLengths[i - 1]!, fill), part],
      ),
    )
  for (const fill of [0x78, 0x79]) {
    const values = valueLengths.map((length) => Buffer.alloc(length, fill))
    const decoded = await decompress(spliceBrotli(spliced, values)).catch(() => undefined)
    if (!decoded?.equals(expected(fill))) return undefined
  }
  return spliced
}
