import { describe, expect, it } from 'vitest'

import { deliveryRates, pickupRates } from '#tests/support/published-rates.ts'

import { cheapestCover } from './rental-plans'

const four = pickupRates['four-seater'].prices // 245 / 685 / 1050 / 2800
const sixDelivered = deliveryRates['six-seater'].prices // 295 / 825 / 1260 / 3360

const summary = (prices: typeof four, days: number) => {
  const cover = cheapestCover(prices, days)
  return {
    plans: cover.uses.map((use) => `${use.count}x ${use.plan}`).join(' + '),
    total: cover.total,
    coveredDays: cover.coveredDays,
  }
}

describe('cheapestCover', () => {
  it.each([
    // days, plans, total, days paid for (worked by hand from the card)
    [1, '1x daily', 245, 1],
    [2, '2x daily', 490, 2], // 490 < one 3-day plan at 685
    [3, '1x three-day', 685, 3],
    [4, '1x daily + 1x three-day', 930, 4],
  ] as const)('4-seater, %i days: %s', (days, plans, total, coveredDays) => {
    expect(summary(four, days)).toEqual({ plans, total, coveredDays })
  })

  it('takes a longer plan when it costs less than the days asked', () => {
    // 5 days: 3-day + 2 daily would be 1,175; the week is 1,050
    expect(summary(four, 5)).toEqual({ plans: '1x weekly', total: 1050, coveredDays: 7 })
    expect(summary(four, 6)).toEqual({ plans: '1x weekly', total: 1050, coveredDays: 7 })
  })

  it('combines plans: 10 days is a week and a 3-day plan', () => {
    expect(summary(four, 10)).toEqual({
      plans: '1x three-day + 1x weekly',
      total: 1050 + 685,
      coveredDays: 10,
    })
    expect(summary(sixDelivered, 10)).toEqual({
      plans: '1x three-day + 1x weekly',
      total: 1260 + 825,
      coveredDays: 10,
    })
  })

  it('takes the monthly plan for 30 days, and for fewer when it is cheaper', () => {
    expect(summary(four, 30)).toEqual({ plans: '1x monthly', total: 2800, coveredDays: 30 })
    // 20 days: 2 weeks + 2 x 3-day = 3,470; 3 weeks = 3,150; a month = 2,800
    expect(summary(four, 20)).toEqual({ plans: '1x monthly', total: 2800, coveredDays: 30 })
  })

  it('at an equal price, pays for fewer spare days', () => {
    const flat = { daily: 100, 'three-day': 300, weekly: 700, monthly: 3000 }
    expect(summary(flat, 3)).toEqual({ plans: '1x three-day', total: 300, coveredDays: 3 })
    expect(summary(flat, 2)).toEqual({ plans: '2x daily', total: 200, coveredDays: 2 })
  })

  it('refuses a rental of less than a day', () => {
    expect(() => cheapestCover(four, 0)).toThrow(RangeError)
    expect(() => cheapestCover(four, 1.5)).toThrow(RangeError)
  })
})
