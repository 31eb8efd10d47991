import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { insertLead, insertStageEvent } from '#tests/support/leads.ts'

import { median, previousWeek, weekOf, weekSummary } from './week-summary'

const db = eachTestDatabase()

describe('weekOf (Monday to Sunday, Eastern)', () => {
  it('starts on Monday at midnight Eastern, also late on Sunday night UTC', () => {
    // Monday Nov 23, 2026 02:00 UTC is still Sunday evening in New York
    const week = weekOf(new Date('2026-11-23T02:00:00Z'))
    expect(week.monday).toBe('2026-11-16')
    expect(week.start.toISOString()).toBe('2026-11-16T05:00:00.000Z')
    expect(week.end.toISOString()).toBe('2026-11-23T05:00:00.000Z')
    expect(previousWeek(week).monday).toBe('2026-11-09')
  })

  it('has 169 hours over the November change and 167 over the March change', () => {
    const fall = weekOf(new Date('2026-10-28T12:00:00Z'))
    expect(fall.start.toISOString()).toBe('2026-10-26T04:00:00.000Z')
    expect(fall.end.getTime() - fall.start.getTime()).toBe(169 * 3_600_000)
    const spring = weekOf(new Date('2026-03-04T12:00:00Z'))
    expect(spring.end.getTime() - spring.start.getTime()).toBe(167 * 3_600_000)
  })
})

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull()
    expect(median([90, 30, 45])).toBe(45)
    expect(median([10, 40, 20, 30])).toBe(25)
  })
})

describe('weekSummary', () => {
  it("counts the week's leads, their median first response in business minutes, the promises missed, won and lost", async () => {
    const week = weekOf(new Date('2026-11-18T12:00:00Z'))
    // Monday 10:00 EST, answered at 10:30: 30 business minutes, in time
    const early = await insertLead(db(), {
      receivedAt: '2026-11-16T15:00:00.000Z',
      dueAt: '2026-11-16T16:00:00.000Z',
      firstResponseAt: '2026-11-16T15:30:00.000Z',
    })
    // Saturday 16:50, answered Monday 10:20 (after 9:50): 10 + 80 = 90 minutes, late
    await insertLead(db(), {
      receivedAt: '2026-11-21T21:50:00.000Z',
      dueAt: '2026-11-23T14:50:00.000Z',
      firstResponseAt: '2026-11-23T15:20:00.000Z',
    })
    // Tuesday 16:30, due Wednesday 9:30, never answered
    await insertLead(db(), {
      receivedAt: '2026-11-17T21:30:00.000Z',
      dueAt: '2026-11-18T14:30:00.000Z',
    })
    // Wednesday noon, answered at 12:45
    const midweek = await insertLead(db(), {
      receivedAt: '2026-11-18T17:00:00.000Z',
      dueAt: '2026-11-18T18:00:00.000Z',
      firstResponseAt: '2026-11-18T17:45:00.000Z',
    })
    // not this week's leads: spam, last week's, next week's
    await insertLead(db(), { receivedAt: '2026-11-19T15:00:00.000Z', spam: true })
    const lastWeeks = await insertLead(db(), {
      receivedAt: '2026-11-13T15:00:00.000Z',
      dueAt: '2026-11-13T16:00:00.000Z',
      firstResponseAt: '2026-11-13T15:10:00.000Z',
    })
    await insertLead(db(), {
      receivedAt: '2026-11-23T15:00:00.000Z',
      dueAt: '2026-11-23T16:00:00.000Z',
    })
    // outcomes count in the week they happen, whenever the lead came
    await insertStageEvent(db(), lastWeeks, 'won', '2026-11-18T20:00:00.000Z', 'quoted')
    await insertStageEvent(db(), early, 'lost', '2026-11-20T20:00:00.000Z', 'contacted')
    await insertStageEvent(db(), midweek, 'won', '2026-11-23T15:00:00.000Z', 'quoted')

    const summary = await weekSummary(db(), week.start, week.end, new Date('2026-11-23T13:00:00Z'))
    expect(summary).toEqual({
      leads: 4,
      answered: 3,
      medianResponseMinutes: 45,
      overdue: 2,
      won: 1,
      lost: 1,
    })
  })

  it('does not count a lead as overdue before its due time', async () => {
    await insertLead(db(), {
      receivedAt: '2026-11-20T21:30:00.000Z',
      dueAt: '2026-11-21T14:30:00.000Z',
    })
    const week = weekOf(new Date('2026-11-20T22:00:00Z'))
    const before = await weekSummary(db(), week.start, week.end, new Date('2026-11-21T14:00:00Z'))
    expect(before).toMatchObject({ leads: 1, answered: 0, medianResponseMinutes: null, overdue: 0 })
    const after = await weekSummary(db(), week.start, week.end, new Date('2026-11-21T15:00:00Z'))
    expect(after.overdue).toBe(1)
  })
})
