import { describe, expect, it } from 'vitest'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { backOfficeAction } from '#tests/support/back-office-action.ts'

import { action } from './hours'

/*
 * /admin/hours through its action as the browser reaches it: owners only,
 * every bad input a 400 naming the problem with nothing stored, and a good
 * change audited and read by the pages.
 */

const { db, cookieFor, post, send } = await backOfficeAction('/admin/hours', action)
const today = calendarDay(new Date(), business.timeZone)

const exceptionCount = async () =>
  Number(
    (
      await db
        .selectFrom('hours_exceptions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

const closure = (changes: Record<string, string> = {}) => ({
  intent: 'add-exception',
  week: 'all',
  startsOn: addDays(today, 2),
  endsOn: '',
  kind: 'closed',
  open: '',
  close: '',
  note: 'Thanksgiving',
  ...changes,
})

const week = (changes: Record<string, string> = {}) => ({
  intent: 'week',
  week: 'showroom',
  ...Object.fromEntries(
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].flatMap((d) => [
      [`${d}-open`, '09:00'],
      [`${d}-close`, '17:00'],
    ]),
  ),
  'Sun-closed': 'on',
  ...changes,
})

describe('/admin/hours', () => {
  it('is for owners only', async () => {
    const staff = await cookieFor('staff')
    expect((await send(post(staff, closure()))).status).toBe(403)
    expect(await exceptionCount()).toBe(0)
  })

  it.each([
    [
      { startsOn: addDays(today, -1) },
      'startsOn',
      'The first day is in the past: choose today or a later day.',
    ],
    [{ endsOn: addDays(today, 1) }, 'endsOn', 'The last day is before the first day.'],
    [{ note: 'x'.repeat(121) }, 'note', 'The note is 121 characters: keep it to 120.'],
    [{ note: ' ' }, 'note', 'Enter the note visitors see, such as “Thanksgiving”.'],
    [{ startsOn: '2026-02-30' }, 'startsOn', 'Enter the first day as a date.'],
    [
      { kind: 'special', open: '12:00', close: '09:00' },
      'close',
      'Special hours: the closing time must be after the opening time.',
    ],
    [
      { kind: 'special', open: '09:10', close: '12:00' },
      'open',
      'Special hours: the opening time goes in 15-minute steps (9:00, 9:15, 9:30, 9:45).',
    ],
    [{ week: 'garage' }, 'week', 'Choose which hours the change applies to.'],
  ])('refuses a closure %o with a message, storing nothing', async (change, field, message) => {
    const owner = await cookieFor('owner')
    const answer = await send(post(owner, closure(change)))
    expect(answer.status).toBe(400)
    expect(answer.problems).toMatchObject({ [field]: message })
    expect(await exceptionCount()).toBe(0)
  })

  it.each([
    [
      { 'Sat-close': '08:00' },
      'Sat-close',
      'Saturday: the closing time must be after the opening time.',
    ],
    [{ 'Mon-open': '' }, 'Mon-open', 'Monday: enter the opening time.'],
    [{ 'Tue-open': '9am' }, 'Tue-open', 'Tuesday: the opening time is not a time of day.'],
    [
      { 'Wed-close': '17:05' },
      'Wed-close',
      'Wednesday: the closing time goes in 15-minute steps (9:00, 9:15, 9:30, 9:45).',
    ],
  ])('refuses a week %o with a message, changing nothing', async (change, field, message) => {
    const owner = await cookieFor('owner')
    const answer = await send(post(owner, week(change)))
    expect(answer.status).toBe(400)
    expect(answer.problems).toMatchObject({ [field]: message })
    const saturday = await db
      .selectFrom('hours_days')
      .select(['opens', 'closes'])
      .where('week', '=', 'showroom')
      .where('weekday', '=', 6)
      .executeTakeFirstOrThrow()
    expect(saturday).toEqual({ opens: '09:00', closes: '17:00' })
  })

  it('stores a closure and a new Saturday, each with its audit row, and the pages read them', async () => {
    const owner = await cookieFor('owner')
    expect((await send(post(owner, closure()))).status).toBe(302)
    expect((await send(post(owner, week({ 'Sat-close': '13:00' })))).status).toBe(302)
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('action', 'like', 'hours.%')
      .orderBy('at')
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      { action: 'hours.exception-add', entity: 'hours_exception' },
      { action: 'hours.week', entity: 'hours_week' },
    ])
    const hours = await currentHours(db)
    expect(hours.sets.showroom.rows).toContainEqual({
      days: 'Saturday',
      hours: '9:00 AM - 1:00 PM',
    })
    expect(hours.sets.service.upcoming.map((u) => u.note)).toEqual(['Thanksgiving'])
  })
})
