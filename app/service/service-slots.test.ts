import { describe, expect, it } from 'vitest'

import { windowText } from '#app/kernel/day-minutes.ts'
import type { HoursException } from '#app/kernel/dealer/site-hours.ts'
import { seedWeek } from '#app/site/content/hours-seed.ts'
import { siteHoursOn } from '#tests/fixtures/hours.ts'

import { slotRefusalMessage } from './booking-messages.ts'
import { checkSlot, offeredSlots, parseSlot, type Slot, windowsOf } from './service-slots.ts'

/* The service hours as seeded: Monday to Friday 8-5, Saturday 9-3, Sunday closed. */

const week = seedWeek('service')
// Monday November 30 2026, 7 AM in New York (EST, UTC-5)
const mondayMorning = new Date('2026-11-30T12:00:00Z')
const slot = (value: string): Slot => {
  const parsed = parseSlot(value)
  if (!parsed) throw new Error(value)
  return parsed
}

describe('the 2-hour windows of the service hours', () => {
  it('lays four windows on a weekday and three on a Saturday, each ending by closing', () => {
    expect(windowsOf({ open: '08:00', close: '17:00' }).map(windowText)).toEqual([
      '8 AM - 10 AM',
      '10 AM - 12 PM',
      '12 PM - 2 PM',
      '2 PM - 4 PM',
    ])
    expect(windowsOf({ open: '09:00', close: '15:00' }).map(windowText)).toEqual([
      '9 AM - 11 AM',
      '11 AM - 1 PM',
      '1 PM - 3 PM',
    ])
    expect(windowsOf(null)).toEqual([])
  })

  it('reads a slot as the form sends it, and nothing else', () => {
    expect(parseSlot('2026-12-01')).toEqual({ day: '2026-12-01', windowStart: null })
    expect(parseSlot('2026-12-01@480')).toEqual({ day: '2026-12-01', windowStart: 480 })
    expect(parseSlot('2026-02-30@480')).toBeNull()
    expect(parseSlot('tomorrow')).toBeNull()
  })
})

describe('checking a slot', () => {
  it('takes a mobile window of the day not yet begun', () => {
    const checked = checkSlot('mobile', slot('2026-11-30@480'), week, mondayMorning)
    expect(checked).toMatchObject({ ok: true, window: { start: 480, end: 600 } })
  })

  it('refuses a window that has begun, and a drop-off day after its last hour', () => {
    const nine = new Date('2026-11-30T14:00:00Z')
    expect(checkSlot('mobile', slot('2026-11-30@480'), week, nine)).toEqual({
      ok: false,
      reason: 'passed',
    })
    expect(checkSlot('mobile', slot('2026-11-30@600'), week, nine).ok).toBe(true)
    const fourThirty = new Date('2026-11-30T21:30:00Z')
    expect(checkSlot('drop_off', slot('2026-11-30'), week, fourThirty)).toEqual({
      ok: false,
      reason: 'passed',
    })
    expect(checkSlot('drop_off', slot('2026-11-29'), week, mondayMorning)).toEqual({
      ok: false,
      reason: 'passed',
    })
  })

  it('sends Sunday to the emergency line with its number', () => {
    const checked = checkSlot('drop_off', slot('2026-12-06'), week, mondayMorning)
    expect(checked).toEqual({ ok: false, reason: 'sunday' })
    expect(slotRefusalMessage('sunday', false)).toBe(
      'Sunday is for emergencies only: call us at (570) 555-0101. Choose a day from Monday to Saturday to book.',
    )
  })

  it('follows the closures of the hours data: a closed weekday is refused, special hours move the windows', () => {
    const closure = (open: string | null, close: string | null): HoursException => ({
      id: 'c1',
      week: 'service',
      startsOn: '2026-12-01',
      endsOn: '2026-12-01',
      open,
      close,
      note: 'Staff training',
    })
    const closed = siteHoursOn('2026-11-30', [closure(null, null)]).weeks.service
    expect(checkSlot('pickup', slot('2026-12-01@480'), closed, mondayMorning)).toEqual({
      ok: false,
      reason: 'closed',
    })
    const short = siteHoursOn('2026-11-30', [closure('10:00', '14:00')]).weeks.service
    expect(checkSlot('pickup', slot('2026-12-01@480'), short, mondayMorning)).toEqual({
      ok: false,
      reason: 'no-window',
    })
    expect(checkSlot('pickup', slot('2026-12-01@600'), short, mondayMorning).ok).toBe(true)
  })

  it('refuses a window that is not one of the day, a window for a drop-off, and a day past the horizon', () => {
    expect(checkSlot('mobile', slot('2026-11-30@490'), week, mondayMorning)).toMatchObject({
      reason: 'no-window',
    })
    expect(checkSlot('drop_off', slot('2026-11-30@480'), week, mondayMorning)).toMatchObject({
      reason: 'no-window',
    })
    expect(checkSlot('drop_off', slot('2027-01-30'), week, mondayMorning)).toMatchObject({
      reason: 'too-far',
    })
  })
})

describe('the slots offered', () => {
  it('lists open days with their windows and the places free, full ones at none, no Sunday', () => {
    const days = offeredSlots(
      'mobile',
      week,
      new Date('2026-11-30T15:30:00Z'), // Monday 10:30 AM
      (day, start) => ({ online: 2, taken: day === '2026-12-01' && start === 480 ? 2 : 0 }),
      (day) => day,
    )
    expect(days[0]).toEqual({
      day: '2026-11-30',
      label: '2026-11-30',
      slots: [
        { value: '2026-11-30@720', label: '2026-11-30, 12 PM - 2 PM', free: 2 },
        { value: '2026-11-30@840', label: '2026-11-30, 2 PM - 4 PM', free: 2 },
      ],
    })
    expect(days[1]?.slots[0]).toEqual({
      value: '2026-12-01@480',
      label: '2026-12-01, 8 AM - 10 AM',
      free: 0,
    })
    expect(days.find((d) => d.day === '2026-12-05')?.slots).toHaveLength(3)
    expect(days.some((d) => d.day === '2026-12-06')).toBe(false)
  })

  it('offers nothing on a weekday that takes no online bookings', () => {
    const days = offeredSlots(
      'drop_off',
      week,
      mondayMorning,
      () => ({ online: 0, taken: 0 }),
      String,
    )
    expect(days).toEqual([])
  })
})
