import { describe, expect, it } from 'vitest'

import { rentCharges, rentRefund } from './rent-charges.ts'
import { cancellationTerms } from './rental-cancellation.ts'
import type { RentalQuote } from './rental-quote.ts'

// a 3-day rent of $245, delivery $40 with a $25 rush, two drivers at $10
const quote: RentalQuote = {
  cartType: 'four-seat',
  days: 3,
  extraDrivers: 2,
  card: 'delivery',
  cover: { uses: [], total: 245, coveredDays: 3 },
  lines: [
    { key: 'rent', label: 'Rent, 3 days', detail: '', amount: 245 },
    { key: 'handover', label: 'Delivery to Milford', detail: '', amount: 40 },
    { key: 'rush', label: 'Same-day delivery', detail: '', amount: 25 },
    { key: 'drivers', label: 'Additional drivers', detail: '', amount: 20 },
  ],
  total: 330,
  deposit: 300,
} as unknown as RentalQuote

const paid = rentCharges(quote, 600)

describe('what the rent costs online', () => {
  it('taxes rent, delivery and drivers at the rate, in cents', () => {
    expect(paid).toEqual({
      rentCents: 24_500,
      deliveryCents: 6_500,
      driversCents: 2_000,
      basisPoints: 600,
      taxCents: 1_980,
      totalCents: 34_980,
    })
    expect(rentCharges(quote, 0).totalCents).toBe(33_000)
    expect(rentCharges(quote, 625).taxCents).toBe(2_063)
  })
})

const refundAt = (start: string, now: string) =>
  rentRefund(paid, cancellationTerms({ start: new Date(start), rent: 245 }, new Date(now)), 34_980)

describe('what a cancelled rental gives back', () => {
  it.each([
    ['2 days ahead: everything', '2026-06-05T14:00:00Z', '2026-06-03T14:00:00Z', 34_980],
    ['exactly 24 hours ahead: everything', '2026-06-05T14:00:00Z', '2026-06-04T14:00:00Z', 34_980],
    // $122.50 of the rent, $65 delivery, $20 drivers = $207.50, tax $12.45
    [
      '3 hours ahead: half the rent, fees in full',
      '2026-06-05T14:00:00Z',
      '2026-06-05T11:00:00Z',
      21_995,
    ],
    ['at the start (a no-show): nothing', '2026-06-05T14:00:00Z', '2026-06-05T14:00:00Z', 0],
    ['a day after the start: nothing', '2026-06-05T14:00:00Z', '2026-06-06T14:00:00Z', 0],
  ])('%s', (_, start, now, refundCents) => {
    expect(refundAt(start, now)).toEqual({ ok: true, refundCents, basis: 'policy' })
  })

  // 24 hours before a start just after a clock change is 24 real hours, not the same wall time
  it.each([
    // spring forward: 3:30 AM EDT on March 8 is 07:30Z; 24 real hours before is 2:30 AM EST on March 7
    ['March 8, 24 real hours before', '2026-03-08T07:30:00Z', '2026-03-07T07:30:00Z', 34_980],
    ['March 8, a minute later', '2026-03-08T07:30:00Z', '2026-03-07T07:31:00Z', 21_995],
    // the same wall time the day before (3:30 AM EST) is only 23 hours before
    [
      'March 8, the same wall time a day before',
      '2026-03-08T07:30:00Z',
      '2026-03-07T08:30:00Z',
      21_995,
    ],
    // fall back: the second 1:30 AM (EST) on November 1 is 06:30Z; 24 real hours before is 2:30 AM EDT
    ['November 1, 24 real hours before', '2026-11-01T06:30:00Z', '2026-10-31T06:30:00Z', 34_980],
    ['November 1, a minute later', '2026-11-01T06:30:00Z', '2026-10-31T06:31:00Z', 21_995],
    // the same wall time the day before (1:30 AM EDT) is 25 hours before: still free
    [
      'November 1, the same wall time a day before',
      '2026-11-01T06:30:00Z',
      '2026-10-31T05:30:00Z',
      34_980,
    ],
  ])('%s', (_, start, now, refundCents) => {
    expect(refundAt(start, now)).toMatchObject({ ok: true, refundCents })
  })

  it('gives everything back when staff choose a full refund, even after the start', () => {
    const terms = cancellationTerms(
      { start: new Date('2026-06-05T14:00:00Z'), rent: 245 },
      new Date('2026-06-06T14:00:00Z'),
    )
    expect(rentRefund(paid, terms, 34_980, { full: true })).toEqual({
      ok: true,
      refundCents: 34_980,
      basis: 'full',
    })
  })

  it('refuses a refund larger than what was captured', () => {
    const terms = cancellationTerms(
      { start: new Date('2026-06-05T14:00:00Z'), rent: 245 },
      new Date('2026-06-01T14:00:00Z'),
    )
    expect(rentRefund(paid, terms, 30_000)).toEqual({
      ok: false,
      reason: 'over-captured',
      refundCents: 34_980,
      capturedCents: 30_000,
    })
  })
})
