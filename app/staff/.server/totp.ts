import { randomBytes } from 'node:crypto'

import { getTOTPAuthUri, verifyTOTP } from '@epic-web/totp'

import { hashToken } from '#app/kernel/.server/tokens.ts'

/** Authenticator apps expect these: 30-second steps, 6 digits, SHA-1. */
export const totpOptions = { period: 30, digits: 6, algorithm: 'SHA-1' } as const

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding, as otpauth:// links carry secrets. */
export function base32(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31]
  return out
}

/** A new secret of 160 bits, the length RFC 4226 recommends. */
export function newTotpSecret(): string {
  return base32(randomBytes(20))
}

export function totpUri(secret: string, accountName: string, issuer: string): string {
  return getTOTPAuthUri({ ...totpOptions, secret, accountName, issuer })
}

/** The 30-second step a time falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / totpOptions.period)
}

/**
 * Checks a code from the app, allowing one step of clock drift either way.
 * Returns the step it belongs to, or null. A code whose step is not after
 * `lastStep` (already used) is refused, so an overheard code cannot be
 * replayed within its minute.
 */
export async function verifyTotpCode(
  secret: string,
  code: string,
  options: { now: Date; lastStep: number | null },
): Promise<number | null> {
  const otp = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(otp)) return null
  const result = await verifyTOTP({ ...totpOptions, otp, secret, window: 1 })
  if (!result) return null
  const step = totpStep(options.now) + result.delta
  if (options.lastStep !== null && step <= options.lastStep) return null
  return step
}

/** Ten recovery codes: 10 random base32 characters each, shown as "abcde-fghij". */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const raw = base32(randomBytes(7)).slice(0, 10).toLowerCase()
    return `${raw.slice(0, 5)}-${raw.slice(5)}`
  })
}

/** Recovery codes are compared without case, spaces or dashes. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.toLowerCase().replace(/[\s-]+/g, ''))
}
