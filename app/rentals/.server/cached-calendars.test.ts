import { describe, expect, it } from 'vitest'

import { cachedCalendars } from './cached-calendars'

describe('cachedCalendars', () => {
  it('works the calendars out once for every request within the time, then again', async () => {
    const db = {}
    let computed = 0
    const compute = () => Promise.resolve(++computed)
    const at = 1_000_000
    const answers = await Promise.all(
      [at, at, at + 500, at + 999].map((now) => cachedCalendars(db, 1000, now, compute)),
    )
    expect(answers).toEqual([1, 1, 1, 1])
    expect(await cachedCalendars(db, 1000, at + 1000, compute)).toBe(2)
    // a clock set back is not a reason to trust what was cached
    expect(await cachedCalendars(db, 1000, at, compute)).toBe(3)
    // another database keeps its own
    expect(await cachedCalendars({}, 1000, at + 1000, compute)).toBe(4)
  })

  it('works them out on every request when nothing may be cached', async () => {
    const db = {}
    let computed = 0
    const compute = () => Promise.resolve(++computed)
    expect(await cachedCalendars(db, 0, 5, compute)).toBe(1)
    expect(await cachedCalendars(db, 0, 5, compute)).toBe(2)
  })

  it('does not keep a failure: the next request tries again', async () => {
    const db = {}
    await expect(
      cachedCalendars(db, 1000, 0, () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone')
    expect(await cachedCalendars(db, 1000, 1, () => Promise.resolve('back'))).toBe('back')
  })
})
