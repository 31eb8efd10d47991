import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'

import {
  delayAfter,
  forgetFailures,
  type Limit,
  refundAttempt,
  reserveAttempt,
  retryAfterSeconds,
  retryText,
} from './throttle'

/* The counters themselves, on SQLite and on PostgreSQL (the statements differ by engine). */

const start = new Date('2026-05-01T12:00:00Z')
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000)
const account: Limit = { key: 'account:a@example.com', free: 5 }
const address: Limit = { key: 'ip:203.0.113.9', free: 20 }

describe('delayAfter', () => {
  it('lets the free attempts through, then doubles from 1 s up to 15 minutes', () => {
    expect([1, 2, 3, 4].map((n) => delayAfter(n, 5))).toEqual([0, 0, 0, 0])
    expect([5, 6, 7, 8, 9].map((n) => delayAfter(n, 5))).toEqual([1, 2, 4, 8, 16])
    expect(delayAfter(14, 5)).toBe(512)
    expect(delayAfter(15, 5)).toBe(900)
    expect(delayAfter(1000, 5)).toBe(900)
    expect(delayAfter(19, 20)).toBe(0)
    expect(delayAfter(20, 20)).toBe(1)
  })
})

describe('retryText', () => {
  it('says when to try again', () => {
    expect(retryText(later(1), start)).toBe('Too many attempts. Try again in 1 second.')
    expect(retryText(later(270), start)).toBe('Too many attempts. Try again in 5 minutes.')
    expect(retryAfterSeconds(later(0.2), start)).toBe(1)
  })
})

describe('in the database', () => {
  const db = eachTestDatabase()
  const reserve = (limits: Limit[], now = start) => reserveAttempt(db(), limits, now)
  const allowed = async (limits: Limit[], times: number, now = start) => {
    const results = []
    for (let i = 0; i < times; i++) results.push((await reserve(limits, now)).ok)
    return results
  }

  describe('reserveAttempt', () => {
    it('takes the free attempts at once, then refuses until each wait is over', async () => {
      expect(await allowed([account], 7)).toEqual([true, true, true, true, true, false, false])
      expect(await reserve([account])).toEqual({ ok: false, until: later(1) })
      expect((await reserve([account], later(1))).ok).toBe(true)
      expect(await reserve([account], later(1))).toEqual({ ok: false, until: later(3) })
      expect((await reserve([account], later(3))).ok).toBe(true)
      expect(await reserve([account], later(3))).toEqual({ ok: false, until: later(7) })
    })

    it('does not refuse a free attempt whose clock read a moment before another one', async () => {
      // two requests (or two servers) read the time, the later one reserves first
      expect((await reserve([account], later(0.5))).ok).toBe(true)
      expect((await reserve([account], start)).ok).toBe(true)
    })

    it('takes a slot on every key or on none', async () => {
      await allowed([account], 5)
      const before = await db().selectFrom('auth_throttle').selectAll().orderBy('key').execute()
      expect((await reserve([address, account])).ok).toBe(false)
      // the address did not count an attempt the account refused
      expect(await db().selectFrom('auth_throttle').selectAll().orderBy('key').execute()).toEqual(
        before,
      )
      expect((await reserve([address])).ok).toBe(true)
    })

    it('gives exactly the free slots to simultaneous attempts', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => reserveAttempt(db(), [address, account], start)),
      )
      expect(results.filter((r) => r.ok)).toHaveLength(5)
      const rows = await db().selectFrom('auth_throttle').select(['key', 'failures']).execute()
      expect(rows.map((r) => r.failures)).toEqual([5, 5])
    })

    it('starts a key again from zero after a quiet day', async () => {
      await allowed([account], 5)
      expect((await reserve([account], later(1))).ok).toBe(true)
      const nextDay = later(25 * 60 * 60)
      expect(await allowed([account], 6, nextDay)).toEqual([true, true, true, true, true, false])
    })
  })

  describe('refundAttempt and forgetFailures', () => {
    it('a refund gives the slot back, and its wait while under the free attempts', async () => {
      await allowed([account], 5)
      await refundAttempt(db(), [account])
      expect(await allowed([account], 2)).toEqual([true, false])
    })

    it('forgetting starts the key from zero', async () => {
      await allowed([account, address], 5)
      await forgetFailures(db(), [account.key])
      expect(await allowed([account], 5)).toEqual([true, true, true, true, true])
      const rows = await db().selectFrom('auth_throttle').select(['key', 'failures']).execute()
      expect(rows.find((r) => r.key === address.key)?.failures).toBe(5)
    })
  })
})
