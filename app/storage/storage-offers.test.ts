import { describe, expect, it } from 'vitest'

import {
  isMonthDay,
  monthsStored,
  nextSeason,
  type PackageOffer,
  seasonContaining,
} from './storage-offers.ts'

const winter: PackageOffer = {
  indoor: 65_000,
  outdoor: 40_000,
  seasonStart: '10-15',
  seasonEnd: '04-15',
  lastStart: '12-31',
}
const summer: PackageOffer = {
  indoor: 57_500,
  outdoor: 35_000,
  seasonStart: '05-01',
  seasonEnd: '09-30',
  lastStart: '07-31',
}

describe('a package season', () => {
  it('runs the winter into the next year, from either side of January 1', () => {
    expect(seasonContaining(winter, '2026-11-02')).toEqual({
      first: '2026-10-15',
      last: '2027-04-15',
      lastStart: '2026-12-31',
    })
    expect(seasonContaining(winter, '2027-02-01')?.first).toBe('2026-10-15')
    expect(seasonContaining(winter, '2026-10-14')).toBeUndefined()
    expect(seasonContaining(winter, '2027-04-16')).toBeUndefined()
  })

  it('keeps the summer in its year', () => {
    expect(seasonContaining(summer, '2027-05-01')).toEqual({
      first: '2027-05-01',
      last: '2027-09-30',
      lastStart: '2027-07-31',
    })
    expect(seasonContaining(summer, '2027-04-30')).toBeUndefined()
  })

  it('offers the next season still open to start', () => {
    expect(nextSeason(winter, '2026-11-29').first).toBe('2026-10-15')
    expect(nextSeason(winter, '2027-01-02').first).toBe('2027-10-15')
    expect(nextSeason(summer, '2026-11-29').first).toBe('2027-05-01')
  })
})

describe('months stored', () => {
  it('counts whole months, a started month as one', () => {
    expect(monthsStored('2026-10-15', '2027-04-15')).toBe(6)
    expect(monthsStored('2027-05-01', '2027-09-30')).toBe(5)
    expect(monthsStored('2026-12-01', '2027-04-15')).toBe(5)
    expect(monthsStored('2026-12-01', '2026-12-05')).toBe(1)
  })
})

describe('a season day typed by an owner', () => {
  it('is a real day of every year', () => {
    expect(isMonthDay('10-15')).toBe(true)
    expect(isMonthDay('02-29')).toBe(false)
    expect(isMonthDay('13-01')).toBe(false)
    expect(isMonthDay('4-15')).toBe(false)
  })
})
