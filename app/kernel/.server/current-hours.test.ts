import { describe, expect, it } from 'vitest'

import { hoursRows, openingHoursSchema } from '#app/kernel/dealer/business-hours.ts'
import { dueAtFor } from '#app/leads/.server/due.ts'
import { addException, saveWeek } from '#app/site/.server/hours/change-hours.ts'
import { seedWeek } from '#app/site/content/hours-seed.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import { currentHours } from './current-hours'

/* The hours every page and clock reads, from the database, on both engines. */

const db = eachTestDatabase()

const owner = { actor: { id: 'owner-1', email: 'owner@example.com' }, ip: null }
// Wednesday, November 25, 2026, 6 PM in Pennsylvania: after closing, the evening before Thanksgiving
const wednesdayEvening = new Date('2026-11-25T23:00:00Z')
const thanksgiving = {
  week: null,
  startsOn: '2026-11-26',
  endsOn: '2026-11-26',
  open: null,
  close: null,
  note: 'Thanksgiving',
}

describe('currentHours', () => {
  it('reads the seeded weeks as the pages showed them before any edit', async () => {
    const { sets } = await currentHours(db(), wednesdayEvening)
    for (const [set, week, closedText] of [
      ['showroom', 'showroom', undefined],
      ['showroomAbout', 'showroom', 'By appointment'],
      ['service', 'service', 'Emergency service only'],
      ['delivery', 'delivery', undefined],
      ['storage', 'storage', 'By appointment'],
    ] as const) {
      expect(sets[set].rows).toEqual(hoursRows(seedWeek(week), closedText))
      expect(sets[set].schema).toEqual(openingHoursSchema(seedWeek(week)))
      expect(sets[set].upcoming).toEqual([])
    }
    expect(sets.showroom.today).toBe('Open today 9 AM - 5 PM')
    const sunday = (await currentHours(db(), new Date('2026-11-29T15:00:00Z'))).sets
    expect(sunday.showroom.today).toBe('Closed today')
    expect(sunday.delivery.today).toBe('Open today 10 AM - 4 PM')
  })

  it('sees a change made through another connection once the site version moves', async () => {
    expect((await currentHours(db(), wednesdayEvening)).sets.showroom.upcoming).toEqual([])
    await addException(db(), thanksgiving, owner)
    const { sets } = await currentHours(db(), wednesdayEvening)
    expect(sets.showroom.upcoming.map((u) => u.text)).toEqual([
      'Closed Thursday, Nov 26: Thanksgiving',
    ])
    const thursday = new Date('2026-11-26T15:00:00Z')
    expect((await currentHours(db(), thursday)).sets.delivery.today).toBe(
      'Closed today: Thanksgiving',
    )
  })

  it('counts a lead from the evening before Thanksgiving from Friday’s opening', async () => {
    expect(await dueAtFor(db(), wednesdayEvening)).toBe('2026-11-26T15:00:00.000Z')
    await addException(db(), thanksgiving, owner)
    // Friday opens at 9 AM EST (14:00 UTC): the hour's promise is due at 10 AM
    expect(await dueAtFor(db(), wednesdayEvening)).toBe('2026-11-27T15:00:00.000Z')
    await addException(
      db(),
      {
        ...thanksgiving,
        startsOn: '2026-11-27',
        endsOn: '2026-11-27',
        open: '12:30',
        close: '15:00',
        note: 'Black Friday',
      },
      owner,
    )
    expect(await dueAtFor(db(), wednesdayEvening)).toBe('2026-11-27T18:30:00.000Z')
  })

  it('keeps a week’s own rows and writes nothing for an unchanged week', async () => {
    const days = (['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const).map((weekday) =>
      weekday === 'Sun'
        ? { weekday, open: null, close: null }
        : { weekday, open: '09:00', close: weekday === 'Sat' ? '13:00' : '17:00' },
    )
    expect(await saveWeek(db(), { week: 'showroom', days }, owner)).toBe(true)
    expect(await saveWeek(db(), { week: 'showroom', days }, owner)).toBe(false)
    expect((await currentHours(db(), wednesdayEvening)).sets.showroom.rows).toEqual([
      { days: 'Monday - Friday', hours: '9:00 AM - 5:00 PM' },
      { days: 'Saturday', hours: '9:00 AM - 1:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ])
  })
})
