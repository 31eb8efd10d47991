import { randomBytes } from 'node:crypto'

let lastMs = 0
let counter = 0

/**
 * A UUID (version 7) whose text sorts in the order this process made them:
 * 48 bits of the millisecond, then a 12-bit counter within it, then random
 * bits. Audit rows are listed by (at, id), and several rows of one action
 * are often written within a millisecond; with these ids they come back in
 * the order they were written. (Rows of two servers in one millisecond have
 * no order to keep.)
 */
export function orderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now
    counter = 0
  } else if (++counter > 0xfff) {
    // a 4,097th id within one millisecond borrows the next one, as RFC 9562 allows
    lastMs += 1
    counter = 0
  }
  const bytes = randomBytes(16)
  bytes.writeUIntBE(lastMs, 0, 6)
  bytes[6] = 0x70 | (counter >> 8)
  bytes[7] = counter & 0xff
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f)
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
