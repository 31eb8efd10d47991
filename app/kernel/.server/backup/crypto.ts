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

/** The manifest's signature, under a key of its own drawn from the backup's (not the cipher's key itself). */
function signature(key: Buffer, text: string): string {
  const signingKey = createHmac('sha256', key).update('backup manifest signature').digest()
  return createHmac('sha256', signingKey).update(text).digest('base64')
}

const sameBase64 = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a, 'base64'), Buffer.from(b, 'base64')]
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * A cipher stream for a new backup, how to finish its manifest entry once it
 * has ended, and the signature of its manifest.
 */
export function sealer(passphrase: string): {
  stream: Transform
  sealing: () => Sealing
  sign: (text: string) => string
} {
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
    sign: (text) => signature(key, text),
  }
}

export class WrongKeyError extends Error {}

/**
 * A sealed backup opened with a key: refuses a wrong key before reading
 * anything; checks the manifest's signature; makes decipher streams (each
 * fails at its end, on the authentication tag, when the file is damaged).
 */
export function opener(
  passphrase: string,
  sealing: Sealing,
): { signed: (text: string, claimed: string) => boolean; decipher: () => Transform } {
  const key = deriveKey(passphrase, Buffer.from(sealing.salt, 'base64'))
  if (!sameBase64(sealing.check, keyCheck(key))) {
    throw new WrongKeyError('BACKUP_KEY is not the key this backup was sealed with')
  }
  return {
    signed: (text, claimed) => sameBase64(claimed, signature(key, text)),
    decipher: () => {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealing.iv, 'base64'))
      decipher.setAuthTag(Buffer.from(sealing.tag, 'base64'))
      return decipher
    },
  }
}
