import { describe, expect, it } from 'vitest'

import { niceScale } from './chart-scale'

describe('niceScale', () => {
  it('rounds one year of default fuel cost ($303.33) up to a $100 grid', () => {
    // 303.33 / 4 = 75.8 -> next nice step of 10s is 100; ceil(3.03) = 4 steps
    expect(niceScale(303.33)).toEqual({ max: 400, step: 100, ticks: [0, 100, 200, 300, 400] })
  })

  it('uses 2.5 steps where they fit', () => {
    // 900 / 4 = 225 -> 250; ceil(3.6) = 4 steps
    expect(niceScale(900)).toEqual({ max: 1000, step: 250, ticks: [0, 250, 500, 750, 1000] })
  })

  it('keeps an exact multiple as the top', () => {
    // 2000 / 4 = 500 -> 500; exactly 4 steps
    expect(niceScale(2000)).toEqual({ max: 2000, step: 500, ticks: [0, 500, 1000, 1500, 2000] })
  })

  it('scales to ten years of golf-course use', () => {
    // 500 mi/wk x 52 x 10 x 2.5 / 15 x 3.5 = 151,666.67; / 4 = 37,917 -> 50,000; ceil(3.03) = 4
    expect(niceScale(151_666.67)).toEqual({
      max: 200_000,
      step: 50_000,
      ticks: [0, 50_000, 100_000, 150_000, 200_000],
    })
  })

  it('handles small and empty values', () => {
    // 7 / 4 = 1.75 -> 2; ceil(3.5) = 4 steps
    expect(niceScale(7)).toEqual({ max: 8, step: 2, ticks: [0, 2, 4, 6, 8] })
    expect(niceScale(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] })
    expect(niceScale(Number.NaN)).toEqual({ max: 1, step: 1, ticks: [0, 1] })
  })
})
