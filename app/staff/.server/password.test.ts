import { describe, expect, it } from 'vitest'

import { hashPassword, passwordProblem, verifyAgainstDummy, verifyPassword } from './password'

const person = { email: 'dana.kowalski@example.com', name: 'Dana Kowalski' }

describe('passwordProblem', () => {
  it('asks for at least 12 characters', () => {
    expect(passwordProblem('Xk9#pQ2!vL', person)).toMatch(/at least 12/)
  })

  it('refuses common and easily guessed passwords', () => {
    expect(passwordProblem('password1234', person)).toMatch(/too easy to guess/)
    expect(passwordProblem('qwertyuiop123', person)).toMatch(/too easy to guess/)
  })

  it("refuses the person's own name or e-mail and the dealer's name", () => {
    expect(passwordProblem('danakowalski2024', person)).toMatch(/too easy to guess/)
    expect(passwordProblem('KeystoneElectric1', person)).toMatch(/too easy to guess/)
  })

  it('refuses names written as words, with spaces, hyphens, digits or symbols', () => {
    for (const password of [
      'Keystone Electric Golf Carts',
      'Keystone-Electric-Golf-Carts',
      'keystone.electric.golf.carts!',
      'Golf Carts Keystone 2026',
      'Dana Kowalski 1234',
      'Kowalski, Dana 19850412',
      'dana.kowalski@example.com',
      'DANA_KOWALSKI_example',
    ])
      expect(passwordProblem(password, person), password).toMatch(/too easy to guess/)
  })

  it('accepts a phrase of unrelated words, also beside a name', () => {
    expect(passwordProblem('orbit lantern maple voyage', person)).toBeNull()
    expect(passwordProblem('Keystone orbit lantern voyage', person)).toBeNull()
  })
})

describe('hashing', () => {
  it('stores argon2id with the OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('orbit lantern maple voyage')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(stored).not.toContain('orbit')
    expect(await verifyPassword(stored, 'orbit lantern maple voyage')).toBe(true)
    expect(await verifyPassword(stored, 'orbit lantern maple voyagE')).toBe(false)
    expect(await verifyPassword('not a hash', 'anything')).toBe(false)
  })

  it('spends a real check on an unknown account, and fails it', async () => {
    const stored = await hashPassword('warm up the hasher once')
    await verifyAgainstDummy('warm up') // makes the dummy hash once
    const fastest = async (check: () => Promise<boolean>) => {
      let best = Infinity
      for (let i = 0; i < 5; i++) {
        const started = performance.now()
        expect(await check()).toBe(false)
        best = Math.min(best, performance.now() - started)
      }
      return best
    }
    const real = await fastest(() => verifyPassword(stored, 'wrong'))
    const dummy = await fastest(() => verifyAgainstDummy('wrong'))
    // same parameters, so the same order of time, not a free early answer
    expect(dummy).toBeGreaterThan(real / 3)
  })
})
