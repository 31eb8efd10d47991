import { describe, expect, it } from 'vitest'

import {
  type CartType,
  cartTypes,
  planDays,
  type PlanDuration,
  type RateCard,
} from '#app/rentals/content/rentals.ts'
import { deliveryRates, pickupRates } from '#tests/support/published-rates.ts'

import {
  buildPlans,
  floorToTenth,
  formatPercent,
  renewalText,
  rentalSavings,
  type Savings,
} from './rental-savings'

type Expected = Record<CartType, Record<Exclude<PlanDuration, 'daily'>, Savings>>

// Worked by hand: base = daily x days, amount = base - price,
// percent = floor1(amount / base x 100), dailyRate = round2(price / days).
const standardExpected: Expected = {
  'four-seater': {
    // 245 x 3 = 735; 735 - 685 = 50; 50 / 735 = 6.80..% -> 6.8; 685 / 3 = 228.333 -> 228.33
    'three-day': { amount: 50, percent: 6.8, dailyRate: 228.33 },
    // 245 x 7 = 1715; 1715 - 1050 = 665; 665 / 1715 = 38.77..% -> 38.7; 1050 / 7 = 150
    weekly: { amount: 665, percent: 38.7, dailyRate: 150 },
    // 245 x 30 = 7350; 7350 - 2800 = 4550; 4550 / 7350 = 61.90..% -> 61.9 (source label 61.6 was a slip); 2800 / 30 = 93.33
    monthly: { amount: 4550, percent: 61.9, dailyRate: 93.33 },
  },
  'six-seater': {
    // 295 x 3 = 885; 885 - 735 = 150; 150 / 885 = 16.94..% -> 16.9; 735 / 3 = 245
    'three-day': { amount: 150, percent: 16.9, dailyRate: 245 },
    // 295 x 7 = 2065; 2065 - 1400 = 665; 665 / 2065 = 32.20..% -> 32.2; 1400 / 7 = 200
    weekly: { amount: 665, percent: 32.2, dailyRate: 200 },
    // 295 x 30 = 8850; 8850 - 3500 = 5350; 5350 / 8850 = 60.45..% -> 60.4; 3500 / 30 = 116.666 -> 116.67
    monthly: { amount: 5350, percent: 60.4, dailyRate: 116.67 },
  },
  utility: {
    // same prices as the 4-seater on the standard card
    'three-day': { amount: 50, percent: 6.8, dailyRate: 228.33 },
    weekly: { amount: 665, percent: 38.7, dailyRate: 150 },
    monthly: { amount: 4550, percent: 61.9, dailyRate: 93.33 },
  },
}

const deliveredExpected: Expected = {
  'four-seater': {
    // same prices as the standard 4-seater
    'three-day': { amount: 50, percent: 6.8, dailyRate: 228.33 },
    weekly: { amount: 665, percent: 38.7, dailyRate: 150 },
    monthly: { amount: 4550, percent: 61.9, dailyRate: 93.33 },
  },
  'six-seater': {
    // 295 x 3 = 885; 885 - 825 = 60; 60 / 885 = 6.77..% -> 6.7; 825 / 3 = 275
    'three-day': { amount: 60, percent: 6.7, dailyRate: 275 },
    // 295 x 7 = 2065; 2065 - 1260 = 805; 805 / 2065 = 38.98..% -> 38.9; 1260 / 7 = 180
    weekly: { amount: 805, percent: 38.9, dailyRate: 180 },
    // 295 x 30 = 8850; 8850 - 3360 = 5490; 5490 / 8850 = 62.03..% -> 62.0; 3360 / 30 = 112
    monthly: { amount: 5490, percent: 62, dailyRate: 112 },
  },
  utility: {
    // 275 x 3 = 825; 825 - 770 = 55; 55 / 825 = 6.66..% -> 6.6; 770 / 3 = 256.666 -> 256.67
    'three-day': { amount: 55, percent: 6.6, dailyRate: 256.67 },
    // 275 x 7 = 1925; 1925 - 1155 = 770; 770 / 1925 = exactly 40% -> 40.0 (float gives 39.99.. or 40.00..01); 1155 / 7 = 165
    weekly: { amount: 770, percent: 40, dailyRate: 165 },
    // 275 x 30 = 8250; 8250 - 3080 = 5170; 5170 / 8250 = 62.66..% -> 62.6; 3080 / 30 = 102.666 -> 102.67
    monthly: { amount: 5170, percent: 62.6, dailyRate: 102.67 },
  },
}

const multiDay = ['three-day', 'weekly', 'monthly'] as const

function checkCard(name: string, card: RateCard, expected: Expected) {
  describe(`${name} card`, () => {
    for (const cart of cartTypes) {
      const prices = card[cart].prices
      it(`${cart}: daily plan has no savings`, () => {
        expect(rentalSavings(prices.daily, prices.daily, 1)).toBeNull()
      })
      for (const duration of multiDay) {
        it(`${cart} ${duration}`, () => {
          expect(rentalSavings(prices.daily, prices[duration], planDays[duration])).toEqual(
            expected[cart][duration],
          )
        })
      }
    }
  })
}

describe('rentalSavings', () => {
  checkCard('standard', pickupRates, standardExpected)
  checkCard('delivered', deliveryRates, deliveredExpected)

  it('the standard 4-seater monthly plan saves 61.9%', () => {
    const card = pickupRates['four-seater']
    expect(rentalSavings(card.prices.daily, card.prices.monthly, 30)?.percent).toBe(61.9)
  })
})

describe('floorToTenth', () => {
  it('floors rather than rounds', () => {
    expect(floorToTenth(6.79)).toBe(6.7)
    expect(floorToTenth(61.98)).toBe(61.9)
  })
  it('absorbs floating-point error just below a tenth', () => {
    // a hair below a tenth, as binary float error can produce, still counts as that tenth
    expect(floorToTenth(30 - 1e-12)).toBe(30)
    expect(floorToTenth((1 - 1155 / 1925) * 100)).toBe(40)
  })
})

describe('plan labels', () => {
  it('show savings with one decimal and the renewal from the daily rate', () => {
    expect([61.9, 62, 6.8].map(formatPercent)).toEqual(['61.9%', '62.0%', '6.8%'])
    expect([245, 1050].map(renewalText)).toEqual(['Renew at $245/day', 'Renew at $1,050/day'])
  })
})

describe('buildPlans', () => {
  it('gives the four plans of the delivered 6-seater in order', () => {
    const rows = buildPlans(deliveryRates['six-seater'])
    expect(rows.map((row) => row.name)).toEqual([
      'Daily Rental',
      '3-Day Rental',
      'Weekly Rental',
      'Monthly Rental',
    ])
    expect(rows.map((row) => row.price)).toEqual([295, 825, 1260, 3360])
    expect(rows.map((row) => row.durationText)).toEqual(['24 hours', '3 days', '7 days', '30 days'])
    expect(rows.map((row) => row.savingsLabel)).toEqual([
      null,
      'Save 6.7%',
      'Save 38.9%',
      'Save 62.0%',
    ])
    expect(rows.map((row) => row.recommended)).toEqual([false, true, true, false])
    expect(rows.map((row) => row.badge)).toEqual([
      null,
      'Most Popular',
      'Most Popular',
      'Best Value',
    ])
    expect(new Set(rows.map((row) => row.renewalText))).toEqual(new Set(['Renew at $295/day']))
  })

  it('marks the delivered 4-seater daily, 3-day and weekly plans as recommended', () => {
    const rows = buildPlans(deliveryRates['four-seater'])
    expect(rows.filter((row) => row.recommended).map((row) => row.duration)).toEqual([
      'daily',
      'three-day',
      'weekly',
    ])
  })

  it('recommends the weekly plan on the standard card', () => {
    for (const cart of cartTypes) {
      const rows = buildPlans(pickupRates[cart])
      expect(rows.filter((row) => row.recommended).map((row) => row.duration)).toEqual(['weekly'])
    }
  })

  it('carries the savings of the standard 4-seater monthly plan', () => {
    const monthly = buildPlans(pickupRates['four-seater'])[3]
    expect(monthly?.savings).toEqual({ amount: 4550, percent: 61.9, dailyRate: 93.33 })
    expect(monthly?.savingsLabel).toBe('Save 61.9%')
  })
})
