import { describe, expect, it } from 'vitest'

import { keptCalendars } from './kept-calendars'

describe('keptCalendars', () => {
  it('works the calendars out once for every request within the time, then again', async () => {
    const db = {}
    let computed = 0
    const compute = () => Promise.resolve(++computed)
    const at = 1_000_000
    const answers = await Promise.all(
      [at, at, at + 500, at + 999].map((now) => keptCalendars(db, 1000, now, compute)),
    )
    expect(answers).toEqual([1, 1, 1, 1])
    expect(await keptCalendars(db, 1000, at + 1000, compute)).toBe(2)
    // a clock set back is not a reason to trust what was kept
    expect(await keptCalendars(db, 1000, at, compute)).toBe(3)
    // another database keeps its own
    expect(await keptCalendars({}, 1000, at + 1000, compute)).toBe(4)
  })

  it('works them out on every request when nothing may be kept', async () => {
    const db = {}
    let computed = 0
    const compute = () => Promise.resolve(++computed)
    expect(await keptCalendars(db, 0, 5, compute)).toBe(1)
    expect(await keptCalendars(db, 0, 5, compute)).toBe(2)
  })

  it('does not keep a failure: the next request tries again', async () => {
    const db = {}
    await expect(
      keptCalendars(db, 1000, 0, () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone')
    expect(await keptCalendars(db, 1000, 1, () => Promise.resolve('back'))).toBe('back')
  })
})
