import { describe, expect, it } from 'vitest'

import {
  discountProblem,
  nextSaleBoundary,
  saleEffectiveDate,
  saleEndText,
  saleInstants,
  saleRunning,
} from './cart-sale.ts'

const zone = 'America/New_York'

describe('saleInstants', () => {
  it('runs from midnight of the first day to the last second of the last, Eastern time', () => {
    // December: New York is 5 hours behind UTC
    expect(saleInstants('2026-12-01', '2026-12-31', zone)).toEqual({
      startsAt: '2026-12-01T05:00:00.000Z',
      endsAt: '2027-01-01T05:00:00.000Z',
    })
    // July: 4 hours behind
    expect(saleInstants('2026-07-04', null, zone)).toEqual({
      startsAt: '2026-07-04T04:00:00.000Z',
      endsAt: null,
    })
  })

  it('refuses days that are not dates', () => {
    expect(saleInstants('2026-02-30', null, zone)).toBeUndefined()
    expect(saleInstants('2026-12-01', '31/12/2026', zone)).toBeUndefined()
  })
})

describe('saleRunning', () => {
  const sale = { price: 9000, ...saleInstants('2026-12-01', '2026-12-31', zone)! }
  const at = (iso: string) => new Date(iso)

  it('runs from its first instant and stops at its end, both at the boundary itself', () => {
    expect(saleRunning(sale, at('2026-12-01T04:59:59.999Z'))).toBe(false)
    expect(saleRunning(sale, at('2026-12-01T05:00:00.000Z'))).toBe(true)
    // 23:59:59 on Dec 31 in New York
    expect(saleRunning(sale, at('2027-01-01T04:59:59.000Z'))).toBe(true)
    expect(saleRunning(sale, at('2027-01-01T05:00:00.000Z'))).toBe(false)
  })

  it('runs on without an end, and never without a sale', () => {
    expect(saleRunning({ ...sale, endsAt: null }, at('2030-01-01T00:00:00Z'))).toBe(true)
    expect(saleRunning(null, at('2026-12-15T00:00:00Z'))).toBe(false)
  })
})

describe('discountProblem', () => {
  it('allows only a discount above 5% and below 90% (Google)', () => {
    expect(discountProblem(10000, 9500)).toMatch(/more than 5%/)
    expect(discountProblem(10000, 9499)).toBeUndefined()
    expect(discountProblem(10000, 1001)).toBeUndefined()
    expect(discountProblem(10000, 1000)).toMatch(/less than 90%/)
    expect(discountProblem(10000, 10000)).toMatch(/below the regular price/)
    expect(discountProblem(10000, 12000)).toMatch(/below the regular price/)
  })
})

describe('what the pages and feeds say of a sale', () => {
  const sale = { price: 9000, ...saleInstants('2026-12-01', '2026-12-31', zone)! }

  it("names the last day, and the feeds' start/end to the minute with the offset", () => {
    expect(saleEndText(sale)).toBe('Dec 31')
    const [start, end] = saleEffectiveDate(sale, zone)!.split('/')
    expect(start).toBe('2026-12-01T00:00-05:00')
    expect(end).toBe('2026-12-31T23:59-05:00')
    expect(saleEffectiveDate({ ...sale, endsAt: null }, zone)).toBeUndefined()
  })

  it('finds the next start or end after now', () => {
    const later = { price: 1, startsAt: '2027-02-01T05:00:00.000Z', endsAt: null }
    expect(nextSaleBoundary([sale, later], new Date('2026-11-30T00:00:00Z'))?.toISOString()).toBe(
      sale.startsAt,
    )
    expect(nextSaleBoundary([sale, later], new Date('2026-12-10T00:00:00Z'))?.toISOString()).toBe(
      sale.endsAt,
    )
    expect(nextSaleBoundary([sale], new Date('2027-06-01T00:00:00Z'))).toBeUndefined()
  })
})
