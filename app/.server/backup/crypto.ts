import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto'
import type { Transform } from 'node:stream'

/** How a backup's database file is sealed when BACKUP_KEY is set (recorded in its manifest). */
export type Sealing = {
  cipher: 'aes-256-gcm'
  /** scrypt salt for the key, base64 */
  salt: string
  iv: string
  /** GCM's authentication tag, known once the file is written */
  tag: string
  /** HMAC of a fixed text under the key: tells a wrong key from a damaged file */
  check: string
}

const checkText = 'backup key check'

/** The 256-bit key from the BACKUP_KEY setting and a backup's salt. */
function deriveKey(passphrase: string, salt: Buffer): Buffer {
  return scryptSync(passphrase, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })
}

const keyCheck = (key: Buffer) => createHmac('sha256', key).update(checkText).digest('base64')

/** A cipher stream for a new backup, and how to finish its manifest entry once it has ended. */
export function sealer(passphrase: string): { stream: Transform; sealing: () => Sealing } {
  const salt = randomBytes(16)
  const iv = randomBytes(12)
  const key = deriveKey(passphrase, salt)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  return {
    stream: cipher,
    sealing: () => ({
      cipher: 'aes-256-gcm',
      salt: salt.toString('base64'),
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      check: keyCheck(key),
    }),
  }
}

export class WrongKeyError extends Error {}

/**
 * A decipher stream for a sealed backup; refuses a wrong key before reading
 * anything. A damaged file fails at its end, on the authentication tag.
 */
export function unsealer(passphrase: string, sealing: Sealing): Transform {
  const key = deriveKey(passphrase, Buffer.from(sealing.salt, 'base64'))
  const expected = Buffer.from(sealing.check, 'base64')
  const actual = Buffer.from(keyCheck(key), 'base64')
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new WrongKeyError('BACKUP_KEY is not the key this backup was sealed with')
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealing.iv, 'base64'))
  decipher.setAuthTag(Buffer.from(sealing.tag, 'base64'))
  return decipher
}
