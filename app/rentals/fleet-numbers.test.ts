import { describe, expect, it } from 'vitest'

import { calendarDayReader } from '#app/kernel/zoned-time.ts'

import { lastMonths, outSpan, revenue, utilisation } from './fleet-numbers'
import type { FinalStatement } from './rental-fees'

const dayOf = calendarDayReader('America/New_York')

describe('lastMonths', () => {
  it('counts back across the new year, oldest first', () => {
    expect(lastMonths('2026-02-10', 6)).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
  })
})

describe('outSpan', () => {
  it('reads the handover days on the dealer’s clock, also across the autumn change of clocks', () => {
    // checked out Saturday 31 Oct 2026 23:30 EDT (already Nov 1 in UTC), back Sunday 1 Nov 23:30 EST
    expect(
      outSpan(
        {
          cartId: 'c1',
          status: 'returned',
          checkedOutAt: '2026-11-01T03:30:00Z',
          returnedAt: '2026-11-02T04:30:00Z',
        },
        '2026-11-20',
        dayOf,
      ),
    ).toEqual({ cartId: 'c1', firstDay: '2026-10-31', lastDay: '2026-11-01' })
  })

  it('counts a cart still out (overdue or not) up to today, never into the future', () => {
    const row = {
      cartId: 'c1',
      status: 'out' as const,
      checkedOutAt: '2026-06-10T14:00:00Z',
      returnedAt: null,
    }
    expect(outSpan(row, '2026-06-12', dayOf).lastDay).toBe('2026-06-12')
  })
})

const cart = (id: string, firstDay = '2026-01-01', retiredDay: string | null = null) => ({
  id,
  cartType: 'utility' as const,
  firstDay,
  retiredDay,
})

describe('utilisation', () => {
  it('splits a rental over two months, and counts the current month only up to today', () => {
    const cells = utilisation({
      months: ['2026-05', '2026-06'],
      today: '2026-06-10',
      carts: [cart('c1')],
      // 29 May to 2 June: 3 days in May, 2 in June
      out: [{ cartId: 'c1', firstDay: '2026-05-29', lastDay: '2026-06-02' }],
      blocked: [],
    })
    expect(cells).toEqual([
      { month: '2026-05', cartType: 'utility', out: 3, available: 31 },
      { month: '2026-06', cartType: 'utility', out: 2, available: 10 },
    ])
  })

  it('counts a cart from the day it joined and until the day it was retired', () => {
    const cells = utilisation({
      months: ['2026-06'],
      today: '2026-06-30',
      carts: [cart('new', '2026-06-21'), cart('old', '2026-01-01', '2026-06-05')],
      out: [],
      blocked: [],
    })
    // 10 days of the new cart and 5 of the retired one
    expect(cells).toEqual([{ month: '2026-06', cartType: 'utility', out: 0, available: 15 }])
  })

  it('takes maintenance days off what was available, but a day out stays out', () => {
    const cells = utilisation({
      months: ['2026-06'],
      today: '2026-06-30',
      carts: [cart('c1')],
      // blocked 10 to 19 June; the rental before it came back a day late, on the 10th
      out: [{ cartId: 'c1', firstDay: '2026-06-08', lastDay: '2026-06-10' }],
      blocked: [{ cartId: 'c1', firstDay: '2026-06-10', lastDay: '2026-06-19' }],
    })
    expect(cells).toEqual([{ month: '2026-06', cartType: 'utility', out: 3, available: 21 }])
  })

  it('counts a day with two rentals handing over once', () => {
    const cells = utilisation({
      months: ['2026-06'],
      today: '2026-06-30',
      carts: [cart('c1')],
      out: [
        { cartId: 'c1', firstDay: '2026-06-01', lastDay: '2026-06-03' },
        { cartId: 'c1', firstDay: '2026-06-03', lastDay: '2026-06-04' },
      ],
      blocked: [],
    })
    expect(cells[0]).toMatchObject({ out: 4, available: 30 })
  })

  it('counts the days of a month that changes clocks as calendar days', () => {
    const cells = utilisation({
      months: ['2026-03'],
      today: '2026-03-31',
      carts: [cart('c1')],
      out: [{ cartId: 'c1', firstDay: '2026-03-07', lastDay: '2026-03-09' }],
      blocked: [],
    })
    expect(cells[0]).toMatchObject({ out: 3, available: 31 })
  })
})

const statement = (rent: number, more: Partial<FinalStatement> = {}): FinalStatement => ({
  quoted: [
    { key: 'rent', label: 'Rent', detail: '2 days', amount: rent },
    { key: 'handover', label: 'Delivery', detail: 'Hawley', amount: 40 },
  ],
  quotedTotal: rent + 40,
  endAt: '2026-06-15T14:00:00.000Z',
  returnedAt: '2026-06-15T14:00:00.000Z',
  late: { hours: 0, amount: 0 },
  fees: [],
  charges: 0,
  deposit: { taken: 600, method: 'card', applied: 0, returned: 600 },
  balance: 0,
  ...more,
})

describe('revenue', () => {
  it('adds rent, extras, the late fee and each fee by return month; the deposit is not revenue', () => {
    const cells = revenue(
      [
        { cartType: 'utility', returnedAt: '2026-06-15T14:00:00Z', statement: statement(300) },
        {
          cartType: 'utility',
          // 30 June 22:00 EDT is already 1 July in UTC: it came back in June
          returnedAt: '2026-07-01T02:00:00Z',
          statement: statement(250, {
            late: { hours: 2, amount: 50 },
            fees: [{ kind: 'cleaning', amount: 75, note: '', label: 'Cleaning' }],
            charges: 125,
            deposit: { taken: 600, method: 'card', applied: 125, returned: 475 },
          }),
        },
        // before the months shown: left out
        { cartType: 'utility', returnedAt: '2026-04-30T14:00:00Z', statement: statement(999) },
      ],
      ['2026-05', '2026-06'],
      dayOf,
    )
    expect(cells).toEqual([
      {
        month: '2026-06',
        cartType: 'utility',
        rentals: 2,
        rent: 550,
        extras: 80,
        late: 50,
        fees: { cleaning: 75, recharge: 0, 'smoke-odor': 0, 'pet-hair': 0, 'minor-damage': 0 },
        total: 755,
      },
    ])
  })
})
