import { describe, expect, it } from 'vitest'

import { deliveryRules } from '#app/site/content/delivery.ts'
import { publishedRateCards } from '#tests/support/published-rates.ts'

import {
  type QuoteInput,
  quoteRental,
  sameDayDelivery,
  sameDayTooLateMessage,
} from './rental-quote'

// a town 25 road miles from Lords Valley (free zone 20 miles), outside the home county
const outside = {
  name: 'Far Town',
  county: 'Monroe',
  nearestLocationId: 'lords-valley',
  distanceMiles: 25,
} as const
const inHomeCounty = { ...outside, name: 'Near Town', county: 'Pike', distanceMiles: 40 } as const
const pickup = { kind: 'pickup', locationId: 'scranton' } as const

/** A quote for a pickup without extras, changed by `input`. */
const quoteFor = (input: Partial<QuoteInput> & Pick<QuoteInput, 'cartType' | 'days'>) =>
  quoteRental({ handover: pickup, extraDrivers: 0, sameDay: false, ...input }, publishedRateCards)

const table = (quote: ReturnType<typeof quoteRental>) =>
  quote.lines.map((line) => [line.label, line.amount])

describe('quoteRental', () => {
  it('a 10-day 6-seater delivered to a town: town card, week + 3 days, delivery free in the town area', () => {
    const quote = quoteFor({
      cartType: 'six-seater',
      days: 10,
      handover: { kind: 'delivery', town: outside },
    })
    expect(quote.card).toBe('delivery')
    expect(table(quote)).toEqual([
      ['Rent, 10 days', 1260 + 825],
      ['Delivery to Far Town', 0],
    ])
    expect(quote.lines[0]?.detail).toBe('3-Day Rental $825 + Weekly Rental $1,260')
    expect(quote.lines[1]?.detail).toBe(
      'Free within the Far Town area: the delivered rates include bringing the cart and collecting it',
    )
    expect(quote.total).toBe(2085)
    expect(quote.deposit).toBe(750)
  })

  it('charges delivery by the mile outside the free zone when rentals are not free in town areas', () => {
    const quote = quoteRental(
      {
        cartType: 'six-seater',
        days: 10,
        handover: { kind: 'delivery', town: outside },
        extraDrivers: 0,
        sameDay: false,
      },
      publishedRateCards,
      undefined,
      { ...deliveryRules, rentalFreeWithinTownArea: false },
    )
    expect(table(quote)).toContainEqual(['Delivery to Far Town', (25 - 20) * 6])
    expect(quote.total).toBe(2085 + 30)
  })

  it('pickup reads the rentals page card, and pickup is free', () => {
    const quote = quoteFor({ cartType: 'six-seater', days: 10 })
    expect(quote.card).toBe('pickup')
    expect(table(quote)).toEqual([
      ['Rent, 10 days', 1400 + 735],
      ['Pickup', 0],
    ])
    expect(quote.lines[1]?.detail).toBe('At Scranton Showroom, free')
  })

  it('1 day and 30 days are quoted; 0 and 31 are refused', () => {
    const base = { cartType: 'four-seater' } as const
    expect(quoteFor({ ...base, days: 1 }).total).toBe(245)
    expect(quoteFor({ ...base, days: 30 }).total).toBe(2800)
    expect(() => quoteFor({ ...base, days: 31 })).toThrow('A rental lasts 1 to 30 days')
    expect(() => quoteFor({ ...base, days: 0 })).toThrow(RangeError)
  })

  it('delivery is free in the home county whatever the distance', () => {
    const quote = quoteFor({
      cartType: 'utility',
      days: 3,
      handover: { kind: 'delivery', town: inHomeCounty },
    })
    expect(table(quote)).toEqual([
      ['Rent, 3 days', 770],
      ['Delivery to Near Town', 0],
    ])
    expect(quote.deposit).toBe(600)
  })

  it('adds the same-day rush fee and each additional driver, at most 2', () => {
    const quote = quoteFor({
      cartType: 'four-seater',
      days: 1,
      handover: { kind: 'delivery', town: inHomeCounty },
      extraDrivers: 2,
      sameDay: true,
    })
    expect(table(quote)).toEqual([
      ['Rent, 1 day', 245],
      ['Delivery to Near Town', 0],
      ['Same-day delivery', 50],
      ['Additional drivers', 50],
    ])
    expect(quote.lines[3]?.detail).toBe('2 drivers at $25 each')
    expect(quote.total).toBe(345)
    expect(quote.deposit).toBe(500)
    expect(() => quoteFor({ cartType: 'four-seater', days: 1, extraDrivers: 3 })).toThrow(
      'At most 2 additional drivers',
    )
  })

  it('says when the plans pay for more days than asked', () => {
    const quote = quoteFor({ cartType: 'four-seater', days: 6 })
    expect(quote.lines[0]).toEqual({
      key: 'rent',
      label: 'Rent, 6 days',
      detail:
        'Weekly Rental $1,050, which pays for 7 days and costs less than 6 days at $245 a day',
      amount: 1050,
    })
  })
})

describe('sameDayDelivery', () => {
  // the cut-off is 2 PM on the dealer's clock (Eastern), in winter (UTC-5) and summer (UTC-4)
  it.each([
    // ordered at, delivery start, answer
    ['2026-07-04T17:59:00Z', '2026-07-04T21:00:00Z', 'rush'], // 1:59 PM EDT, same day
    ['2026-07-04T18:00:00Z', '2026-07-04T21:00:00Z', 'too-late'], // 2:00 PM EDT
    ['2026-01-10T18:59:00Z', '2026-01-10T21:00:00Z', 'rush'], // 1:59 PM EST
    ['2026-01-10T19:00:00Z', '2026-01-10T21:00:00Z', 'too-late'], // 2:00 PM EST
    ['2026-01-10T19:00:00Z', '2026-01-11T15:00:00Z', 'no'], // the next day: no rush
    // an evening order is already the next day in UTC, still the same day in Pennsylvania
    ['2026-07-05T01:30:00Z', '2026-07-05T13:00:00Z', 'no'], // 9:30 PM EDT on the 4th, delivery on the 5th
    // the day clocks go forward (8 March 2026, 2 AM EST -> 3 AM EDT): the cut-off is 18:00 UTC
    ['2026-03-08T17:59:00Z', '2026-03-08T20:00:00Z', 'rush'],
    ['2026-03-08T18:00:00Z', '2026-03-08T20:00:00Z', 'too-late'],
    // the day clocks go back (1 November 2026, 2 AM EDT -> 1 AM EST): the cut-off is 19:00 UTC
    ['2026-11-01T18:59:00Z', '2026-11-01T20:00:00Z', 'rush'],
    ['2026-11-01T19:00:00Z', '2026-11-01T20:00:00Z', 'too-late'],
  ] as const)('ordered %s for %s: %s', (orderedAt, start, answer) => {
    expect(sameDayDelivery(new Date(orderedAt), new Date(start))).toBe(answer)
  })

  it('says the cut-off in words', () => {
    expect(sameDayTooLateMessage()).toBe(
      'Same-day delivery must be ordered before 2 PM. Choose tomorrow or a later day, or pick the cart up at a showroom.',
    )
  })
})
