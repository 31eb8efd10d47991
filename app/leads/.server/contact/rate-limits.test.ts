import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'

import { clearHits, countHit, deleteEndedWindows, uncountHit } from './rate-limits'

const db = eachTestDatabase()

const minute = 60_000
const at = (iso: string) => new Date(iso)

describe('rate limit counts in the database', () => {
  it('counts hits in a fixed window, then starts a new one', async () => {
    const start = at('2026-11-23T18:00:00.000Z')
    expect(await countHit(db(), 'contact:a', 10 * minute, start)).toEqual({
      hits: 1,
      windowEndsAt: at('2026-11-23T18:10:00.000Z'),
    })
    const later = at('2026-11-23T18:09:59.000Z')
    expect((await countHit(db(), 'contact:a', 10 * minute, later)).hits).toBe(2)
    // another client counts on its own
    expect((await countHit(db(), 'contact:b', 10 * minute, later)).hits).toBe(1)
    const next = await countHit(db(), 'contact:a', 10 * minute, at('2026-11-23T18:10:00.000Z'))
    expect(next).toEqual({ hits: 1, windowEndsAt: at('2026-11-23T18:20:00.000Z') })
  })

  it('loses no hit when many arrive at once', async () => {
    const now = new Date()
    await Promise.all(Array.from({ length: 40 }, () => countHit(db(), 'contact:c', minute, now)))
    expect((await countHit(db(), 'contact:c', minute, now)).hits).toBe(41)
  })

  it('takes a hit back, clears a client and sweeps ended windows', async () => {
    const start = at('2026-11-23T18:00:00.000Z')
    await countHit(db(), 'contact:a', minute, start)
    await countHit(db(), 'contact:a', minute, start)
    await uncountHit(db(), 'contact:a')
    expect((await countHit(db(), 'contact:a', minute, start)).hits).toBe(2)
    await clearHits(db(), 'contact:a')
    expect((await countHit(db(), 'contact:a', minute, start)).hits).toBe(1)

    await countHit(db(), 'contact:b', 10 * minute, start)
    expect(await deleteEndedWindows(db(), at('2026-11-23T18:05:00.000Z'))).toBe(1)
    const left = await db().selectFrom('rate_limits').select('key').execute()
    expect(left).toEqual([{ key: 'contact:b' }])
  })
})
