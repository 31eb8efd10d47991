import { describe, expect, it } from 'vitest'

import { staffTestDatabase } from '#tests/support/staff.ts'

import {
  accountKey,
  addressKey,
  clearFailures,
  delayAfter,
  recordFailure,
  retryText,
  throttledUntil,
} from './throttle'

const db = await staffTestDatabase()

describe('delayAfter', () => {
  it('lets the first 5 failures through, then doubles from 1 s up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5].map(delayAfter)).toEqual([0, 0, 0, 0, 0])
    expect([6, 7, 8, 9, 10].map(delayAfter)).toEqual([1, 2, 4, 8, 16])
    expect(delayAfter(15)).toBe(512)
    expect(delayAfter(16)).toBe(900)
    expect(delayAfter(1000)).toBe(900)
  })
})

describe('retryText', () => {
  const now = new Date('2026-05-01T12:00:00Z')
  it('says when to try again', () => {
    expect(retryText(new Date('2026-05-01T12:00:01Z'), now)).toBe(
      'Too many attempts. Try again in 1 second.',
    )
    expect(retryText(new Date('2026-05-01T12:04:30Z'), now)).toBe(
      'Too many attempts. Try again in 5 minutes.',
    )
  })
})

describe('counting in the database', () => {
  it('throttles after the free failures, per key, and a success clears the account', async () => {
    const now = new Date('2026-05-01T12:00:00Z')
    const keys = [accountKey('A@Example.com'), addressKey('203.0.113.9')]
    for (let i = 0; i < 5; i++) await recordFailure(db, keys, now)
    expect(await throttledUntil(db, keys, now)).toBeNull()
    await recordFailure(db, keys, now)
    expect(await throttledUntil(db, keys, now)).toEqual(new Date('2026-05-01T12:00:01Z'))
    expect(await throttledUntil(db, [accountKey('a@example.com')], now)).not.toBeNull()
    expect(await throttledUntil(db, [accountKey('other@example.com')], now)).toBeNull()
    // the wait passes: allowed again, and the next failure waits twice as long
    const later = new Date('2026-05-01T12:00:02Z')
    expect(await throttledUntil(db, keys, later)).toBeNull()
    await recordFailure(db, keys, later)
    expect(await throttledUntil(db, keys, later)).toEqual(new Date('2026-05-01T12:00:04Z'))
    await clearFailures(db, [keys[0] as string])
    expect(await throttledUntil(db, [keys[0] as string], later)).toBeNull()
    expect(await throttledUntil(db, [keys[1] as string], later)).not.toBeNull()
  })

  it('forgets a key that stayed quiet for a day', async () => {
    const key = [accountKey('quiet@example.com')]
    const start = new Date('2026-05-01T00:00:00Z')
    for (let i = 0; i < 8; i++) await recordFailure(db, key, start)
    const nextDay = new Date('2026-05-02T01:00:00Z')
    await recordFailure(db, key, nextDay)
    expect(await throttledUntil(db, key, nextDay)).toBeNull()
  })
})
