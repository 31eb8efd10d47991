import { describe, expect, it } from 'vitest'

import {
  calculateEcoImpact,
  type EcoImpact,
  ecoInputMessages,
  parseEcoInput,
  type TimeFrame,
  type UsageType,
  yearlyCostSeries,
} from './eco-impact'

// Formulas: miles = mpw x 52 x years x multiplier; gallons = miles / 15;
// co2 = gallons x 19.6; fuel $ = gallons x 3.5; electricity $ = miles x 0.15 x 0.12 = miles x 0.018;
// net = fuel $ - electricity $; trees = co2 / 2000 x 16.5.
function expectImpact(actual: EcoImpact, expected: EcoImpact) {
  for (const key of Object.keys(expected) as (keyof EcoImpact)[]) {
    expect(actual[key], key).toBeCloseTo(expected[key], 2)
  }
}

describe('calculateEcoImpact', () => {
  it('defaults: 25 miles a week, recreational, 1 year', () => {
    expectImpact(calculateEcoImpact(25, 'recreational', 1), {
      miles: 1300, // 25 x 52
      fuelSaved: 86.6667, // 1300 / 15
      co2Saved: 1698.6667, // 86.667 x 19.6
      costSaved: 303.3333, // 86.667 x 3.5
      electricCost: 23.4, // 1300 x 0.018
      netSavings: 279.9333, // 303.333 - 23.4
      treesEquivalent: 14.014, // 1698.667 / 2000 x 16.5
    })
  })

  it('is unrounded', () => {
    expect(calculateEcoImpact(25, 'recreational', 1).fuelSaved).toBe(1300 / 15)
  })

  describe('usage types (25 miles a week, 1 year)', () => {
    it.each<{ name: string; usage: UsageType; expected: EcoImpact }>([
      {
        name: 'residential x 1.2',
        usage: 'residential',
        expected: {
          miles: 1560, // 1300 x 1.2
          fuelSaved: 104, // 1560 / 15
          co2Saved: 2038.4, // 104 x 19.6
          costSaved: 364, // 104 x 3.5
          electricCost: 28.08, // 1560 x 0.018
          netSavings: 335.92, // 364 - 28.08
          treesEquivalent: 16.8168, // 2038.4 / 2000 x 16.5 = 1.0192 x 16.5
        },
      },
      {
        name: 'commercial x 2',
        usage: 'commercial',
        expected: {
          miles: 2600,
          fuelSaved: 173.3333, // 2600 / 15
          co2Saved: 3397.3333, // 173.333 x 19.6
          costSaved: 606.6667, // 173.333 x 3.5
          electricCost: 46.8, // 2600 x 0.018
          netSavings: 559.8667,
          treesEquivalent: 28.028, // twice the default 14.014
        },
      },
      {
        name: 'golf course x 2.5',
        usage: 'golf_course',
        expected: {
          miles: 3250,
          fuelSaved: 216.6667, // 3250 / 15
          co2Saved: 4246.6667, // 216.667 x 19.6
          costSaved: 758.3333, // 216.667 x 3.5
          electricCost: 58.5, // 3250 x 0.018
          netSavings: 699.8333,
          treesEquivalent: 35.035, // 2.5 x 14.014
        },
      },
    ])('$name', ({ usage, expected }) => {
      expectImpact(calculateEcoImpact(25, usage, 1), expected)
    })
  })

  describe('time frames (25 miles a week, recreational)', () => {
    it.each<{ name: string; years: TimeFrame; expected: EcoImpact }>([
      {
        name: '3 years',
        years: 3,
        expected: {
          miles: 3900, // 1300 x 3
          fuelSaved: 260, // 3900 / 15
          co2Saved: 5096, // 260 x 19.6
          costSaved: 910, // 260 x 3.5
          electricCost: 70.2, // 3900 x 0.018
          netSavings: 839.8,
          treesEquivalent: 42.042, // 5096 / 2000 x 16.5 = 2.548 x 16.5
        },
      },
      {
        name: '5 years',
        years: 5,
        expected: {
          miles: 6500,
          fuelSaved: 433.3333, // 6500 / 15
          co2Saved: 8493.3333,
          costSaved: 1516.6667,
          electricCost: 117, // 6500 x 0.018
          netSavings: 1399.6667,
          treesEquivalent: 70.07, // 5 x 14.014
        },
      },
      {
        name: '10 years',
        years: 10,
        expected: {
          miles: 13000,
          fuelSaved: 866.6667,
          co2Saved: 16986.6667,
          costSaved: 3033.3333,
          electricCost: 234, // 13000 x 0.018
          netSavings: 2799.3333,
          treesEquivalent: 140.14,
        },
      },
    ])('$name', ({ years, expected }) => {
      expectImpact(calculateEcoImpact(25, 'recreational', years), expected)
    })
  })

  it('the largest inputs: 500 miles a week, golf course, 10 years', () => {
    expectImpact(calculateEcoImpact(500, 'golf_course', 10), {
      miles: 650000, // 500 x 52 x 10 x 2.5
      fuelSaved: 43333.3333, // 650000 / 15
      co2Saved: 849333.3333, // x 19.6
      costSaved: 151666.6667, // x 3.5
      electricCost: 11700, // 650000 x 0.018
      netSavings: 139966.6667,
      treesEquivalent: 7007, // 849333.333 / 2000 x 16.5 = 424.6667 x 16.5
    })
  })
})

describe('yearlyCostSeries', () => {
  it('has one cumulative point per year', () => {
    const series = yearlyCostSeries({ milesPerWeek: 25, usageType: 'recreational', timeFrame: 3 })
    expect(series.map((point) => point.year)).toEqual([1, 2, 3])
    // fuel: 303.33 per year; electricity: 23.40 per year
    const expected = [
      [303.3333, 23.4],
      [606.6667, 46.8],
      [910, 70.2],
    ]
    series.forEach((point, index) => {
      expect(point.fuelCost).toBeCloseTo(expected[index]?.[0] ?? Number.NaN, 3)
      expect(point.electricCost).toBeCloseTo(expected[index]?.[1] ?? Number.NaN, 3)
    })
  })

  it('ends on the calculator total', () => {
    const series = yearlyCostSeries({ milesPerWeek: 40, usageType: 'commercial', timeFrame: 10 })
    const total = calculateEcoImpact(40, 'commercial', 10)
    expect(series).toHaveLength(10)
    expect(series.at(-1)?.fuelCost).toBeCloseTo(total.costSaved, 6)
    expect(series.at(-1)?.electricCost).toBeCloseTo(total.electricCost, 6)
  })
})

describe('parseEcoInput', () => {
  const parse = (query: string) => parseEcoInput(new URLSearchParams(query))

  it('gives the defaults when nothing was sent', () => {
    expect(parse('')).toEqual({
      ok: true,
      value: { milesPerWeek: 25, usageType: 'recreational', timeFrame: 1 },
    })
  })

  it('reads every field', () => {
    expect(parse('milesPerWeek=120.5&usageType=golf_course&timeFrame=10')).toEqual({
      ok: true,
      value: { milesPerWeek: 120.5, usageType: 'golf_course', timeFrame: 10 },
    })
  })

  it.each([
    ['1', 1],
    ['500', 500],
    [' 42 ', 42],
  ])('accepts miles %j', (miles, expected) => {
    const result = parse(`milesPerWeek=${encodeURIComponent(miles)}`)
    expect(result).toEqual({
      ok: true,
      value: { milesPerWeek: expected, usageType: 'recreational', timeFrame: 1 },
    })
  })

  it.each(['0', '501', 'abc', '', '-5', '0.5', '1e2', 'Infinity', '0x10'])(
    'rejects miles %j and keeps the default',
    (miles) => {
      const result = parse(`milesPerWeek=${encodeURIComponent(miles)}&usageType=commercial`)
      expect(result).toEqual({
        ok: false,
        errors: { milesPerWeek: 'Enter miles per week between 1 and 500.' },
        value: { milesPerWeek: 25, usageType: 'commercial', timeFrame: 1 },
      })
    },
  )

  it('rejects an unknown usage type', () => {
    const result = parse('milesPerWeek=30&usageType=racing')
    expect(result).toEqual({
      ok: false,
      errors: { usageType: ecoInputMessages.usageType },
      value: { milesPerWeek: 30, usageType: 'recreational', timeFrame: 1 },
    })
  })

  it.each(['2', '0', 'ten', ''])('rejects time frame %j', (frame) => {
    const result = parse(`timeFrame=${frame}`)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.errors).toEqual({ timeFrame: 'Choose a time frame of 1, 3, 5 or 10 years.' })
      expect(result.value.timeFrame).toBe(1)
    }
  })

  it('reports every bad field at once', () => {
    const result = parse('milesPerWeek=9999&usageType=x&timeFrame=7')
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(['milesPerWeek', 'timeFrame', 'usageType'])
  })
})
