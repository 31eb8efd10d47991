import { generateTOTP } from '@epic-web/totp'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { base32, newRecoveryCodes, newTotpSecret, totpStep, verifyTotpCode } from './totp'

const codeAt = async (secret: string, at: Date) => {
  vi.setSystemTime(at)
  const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })
  return otp
}

describe('TOTP', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('encodes secrets in RFC 4648 base32 (test vectors) and makes 160-bit ones', () => {
    expect(base32(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI')
    expect(base32(new TextEncoder().encode('f'))).toBe('MY')
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/)
  })

  it('accepts the current code and one step of drift, not two', async () => {
    vi.useFakeTimers()
    const secret = newTotpSecret()
    const now = new Date('2026-05-01T12:00:10Z')
    const current = await codeAt(secret, now)
    const previous = await codeAt(secret, new Date(now.getTime() - 30_000))
    const old = await codeAt(secret, new Date(now.getTime() - 60_000))
    vi.setSystemTime(now)
    expect(await verifyTotpCode(secret, current, { now, lastStep: null })).toBe(totpStep(now))
    expect(await verifyTotpCode(secret, previous, { now, lastStep: null })).toBe(totpStep(now) - 1)
    expect(await verifyTotpCode(secret, old, { now, lastStep: null })).toBeNull()
    expect(await verifyTotpCode(secret, '12345', { now, lastStep: null })).toBeNull()
  })

  it('never accepts a code of a step already used', async () => {
    vi.useFakeTimers()
    const secret = newTotpSecret()
    const now = new Date('2026-05-01T12:00:10Z')
    const code = await codeAt(secret, now)
    vi.setSystemTime(now)
    const step = await verifyTotpCode(secret, code, { now, lastStep: null })
    expect(step).not.toBeNull()
    expect(await verifyTotpCode(secret, code, { now, lastStep: step })).toBeNull()
    const next = new Date(now.getTime() + 30_000)
    const nextCode = await codeAt(secret, next)
    expect(await verifyTotpCode(secret, nextCode, { now: next, lastStep: step })).toBe(
      (step as number) + 1,
    )
  })

  it('makes ten distinct recovery codes', () => {
    const codes = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
  })
})
