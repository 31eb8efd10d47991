import { describe, expect, it } from 'vitest'

import {
  calendarDayList,
  calendarDays,
  type CalendarReservation,
  calendarRows,
  calendarWindow,
  placeDays,
} from './fleet-calendar'

const window = { from: '2026-06-08', days: 14 }
const carts = [
  { id: 'u1', name: 'Utility no. 1', cartType: 'utility' as const, beingReadied: false },
]
const reservation = (
  id: string,
  firstDay: string,
  lastDay: string,
  extra: Partial<CalendarReservation> = {},
): CalendarReservation => ({
  id,
  cartId: 'u1',
  renter: `Renter ${id}`,
  status: 'confirmed',
  firstDay,
  lastDay,
  needsAnotherCart: false,
  ...extra,
})

describe('calendarWindow', () => {
  const query = (text: string) => new URLSearchParams(text)

  it('shows two weeks from today by default, and moves by two weeks', () => {
    expect(calendarWindow(query(''), '2026-06-10')).toEqual({
      view: 'two-weeks',
      from: '2026-06-10',
      days: 14,
      previous: '2026-05-27',
      next: '2026-06-24',
    })
  })

  it('shows a whole month from its first day, and moves by months of their own length', () => {
    expect(calendarWindow(query('view=month&from=2026-12-15'), '2026-06-10')).toEqual({
      view: 'month',
      from: '2026-12-01',
      days: 31,
      previous: '2026-11-01',
      next: '2027-01-01',
    })
    expect(calendarWindow(query('view=month&from=2028-02-01'), '2026-06-10').days).toBe(29)
  })

  it('falls back to today for a day that is not one', () => {
    expect(calendarWindow(query('from=2026-02-30'), '2026-06-10').from).toBe('2026-06-10')
    expect(calendarWindow(query('from=junk&view=year'), '2026-06-10').view).toBe('two-weeks')
  })
})

describe('calendarRows', () => {
  it('spans a multi-day reservation over its days, both included', () => {
    const [row] = calendarRows(window, carts, [reservation('a', '2026-06-10', '2026-06-12')], [])
    expect(row?.bars).toEqual([
      expect.objectContaining({
        kind: 'reservation',
        column: 2,
        span: 3,
        lane: 0,
        before: false,
        after: false,
        label: 'Renter a · Confirmed',
      }),
    ])
  })

  it('clips bars to the window and says they go on beyond it', () => {
    const [row] = calendarRows(
      window,
      carts,
      [
        reservation('before', '2026-06-01', '2026-06-09'),
        reservation('after', '2026-06-20', '2026-07-02'),
        reservation('outside', '2026-05-01', '2026-05-03'),
      ],
      [],
    )
    expect(row?.bars.map((b) => [b.column, b.span, b.before, b.after])).toEqual([
      [0, 2, true, false],
      [12, 2, false, true],
    ])
    expect(placeDays({ firstDay: '2026-05-01', lastDay: '2026-09-01' }, window)).toEqual({
      column: 0,
      span: 14,
      before: true,
      after: true,
    })
  })

  it('puts overlapping bars of one cart in separate lanes, and a maintenance block with its reason', () => {
    const [row] = calendarRows(
      window,
      carts,
      [
        reservation('a', '2026-06-08', '2026-06-10', { needsAnotherCart: true, status: 'held' }),
        reservation('b', '2026-06-11', '2026-06-12'),
      ],
      [{ id: 'm', cartId: 'u1', firstDay: '2026-06-09', lastDay: '2026-06-11', reason: 'Brakes' }],
    )
    expect(row?.lanes).toBe(2)
    expect(row?.bars.map((b) => [b.label, b.lane])).toEqual([
      ['Renter a · Waiting · needs another cart', 0],
      ['Maintenance: Brakes', 1],
      ['Renter b · Confirmed', 0],
    ])
  })

  it('counts columns by calendar day across the change of clocks (DST ends Sunday 1 November 2026)', () => {
    const fall = { from: '2026-10-29', days: 7 }
    const [row] = calendarRows(fall, carts, [reservation('a', '2026-10-31', '2026-11-02')], [])
    expect(row?.bars.map((b) => [b.column, b.span])).toEqual([[2, 3]])
    expect(calendarDays(fall, '2026-11-01').map((d) => d.day)).toEqual([
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ])
    expect(calendarDays(fall, '2026-11-01').filter((d) => d.today || d.weekend)).toEqual([
      { day: '2026-10-31', today: false, weekend: true },
      { day: '2026-11-01', today: true, weekend: true },
    ])
  })
})

describe('calendarDayList', () => {
  it('lists for each day the carts starting, out, ending and in the shop', () => {
    const days = calendarDays({ from: '2026-06-10', days: 3 }, '2026-06-10')
    const rows = calendarRows(
      { from: '2026-06-10', days: 3 },
      carts,
      [reservation('a', '2026-06-10', '2026-06-12')],
      [{ id: 'm', cartId: 'u1', firstDay: '2026-06-12', lastDay: '2026-06-12', reason: 'Tyres' }],
    )
    const list = calendarDayList(days, rows)
    const names = (bars: { label: string }[]) => bars.map((b) => b.label)
    expect(
      list.map((d) => [
        d.day,
        names(d.starting),
        names(d.out),
        names(d.ending),
        names(d.maintenance),
      ]),
    ).toEqual([
      ['2026-06-10', ['Renter a · Confirmed'], [], [], []],
      ['2026-06-11', [], ['Renter a · Confirmed'], [], []],
      ['2026-06-12', [], [], ['Renter a · Confirmed'], ['Maintenance: Tyres']],
    ])
  })
})
