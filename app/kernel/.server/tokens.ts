import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A random secret for a cookie or a link: 32 bytes (256 bits), base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/**
 * What the database keeps of a secret: its SHA-256. The secrets are random
 * and long, so a fast hash suffices, and a copy of the database cannot be
 * replayed as a cookie or link.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Compares two strings without leaking, through timing, how much of them matched. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(hashToken(a), 'hex')
  const right = Buffer.from(hashToken(b), 'hex')
  return timingSafeEqual(left, right)
}
