/*
 * CRC-32 (gzip's checksum) of joined data from the checksums of its pieces,
 * as zlib's crc32_combine_gen and crc32_combine_op: a cached page's gzip
 * trailer is computed from its parts' checksums, known ahead, and those of
 * the few bytes put in per request.
 */

const poly = 0xedb88320

/** a * b modulo the CRC polynomial, bit-reflected as the CRC is. */
function multiplyModPoly(a: number, b: number): number {
  let p = 0
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) p ^= b
    b = b & 1 ? (b >>> 1) ^ poly : b >>> 1
  }
  return p >>> 0
}

/** x^(2^k) modulo the polynomial, for k from 0 to 31. */
const powersOfTwo = (() => {
  const table: number[] = []
  let p = 0x40000000 // x^1
  for (let k = 0; k < 32; k++) {
    table.push(p)
    p = multiplyModPoly(p, p)
  }
  return table
})()

/** The operator that moves a checksum past `length` more bytes (length < 2^53). */
export function crc32Shift(length: number): number {
  let p = 0x80000000 // x^0
  // x^(8 * length): the bits of length, counted from k = 3
  for (let k = 3, n = length; n > 0; k++, n = Math.floor(n / 2)) {
    if (n % 2) p = multiplyModPoly(powersOfTwo[k % 32]!, p)
  }
  return p
}

/** CRC-32 of A then B, from A's and B's checksums and the shift for B's length. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModPoly(shiftB, crcA) ^ crcB) >>> 0
}
