import { describe, expect, it } from 'vitest'

import { seedWeek } from '#app/site/content/hours-seed.ts'
import { publishedRateCards } from '#tests/support/published-rates.ts'

import { liveQuote } from './live-quote.ts'
import { availabilityOn, encodeAvailability } from './rental-availability.ts'
import { reservationPrefill } from './reservation-schema.ts'

const hours = seedWeek('showroom')

const milford = {
  slug: 'milford',
  name: 'Milford',
  county: 'Pike' as const,
  nearestLocationId: 'lords-valley',
  distanceMiles: 12,
}
const now = new Date('2026-06-01T12:00:00Z')
const form = reservationPrefill({
  type: 'six-seater',
  plan: 'three-day',
  startDay: '2026-06-13',
  startTime: '10:00',
})

describe('liveQuote', () => {
  it('quotes pickup from the pickup card, and follows the days and drivers', () => {
    const quote = liveQuote(
      { ...form, extraDrivers: '2' },
      publishedRateCards,
      [milford],
      now,
      hours,
    )
    expect(quote?.card).toBe('pickup')
    // the pickup card's 6-seater 3-day plan, and two drivers at $25
    expect(quote?.total).toBe(735 + 50)
  })

  it('quotes delivery to a listed town from the delivery card, with its delivery line', () => {
    const quote = liveQuote(
      { ...form, handover: 'delivery', town: 'milford' },
      publishedRateCards,
      [milford],
      now,
      hours,
    )
    expect(quote?.card).toBe('delivery')
    expect(quote?.lines.map((l) => l.label)).toEqual(['Rent, 3 days', 'Delivery to Milford'])
    expect(quote?.lines[0]?.amount).toBe(825)
  })

  it('shows no quote while the form cannot be priced', () => {
    const cards = publishedRateCards
    expect(liveQuote({ ...form, days: '31' }, cards, [milford], now, hours)).toBeNull()
    expect(liveQuote({ ...form, extraDrivers: '3' }, cards, [milford], now, hours)).toBeNull()
    expect(
      liveQuote({ ...form, handover: 'delivery', town: 'atlantis' }, cards, [milford], now, hours),
    ).toBeNull()
  })
})

describe('availability letters', () => {
  it('carry each day’s state and read back by date', () => {
    const letters = encodeAvailability([
      { day: '2026-06-01', free: false, reason: 'too-late' },
      { day: '2026-06-02', free: true },
      { day: '2026-06-03', free: false, reason: 'booked' },
    ])
    expect(letters).toBe('tfb')
    expect(availabilityOn(letters, '2026-06-01', '2026-06-03')).toBe('booked')
    expect(availabilityOn(letters, '2026-06-01', '2026-06-02')).toBe('free')
    expect(availabilityOn(letters, '2026-06-01', '2026-06-04')).toBeUndefined()
    expect(availabilityOn(letters, '2026-06-01', '2026-05-31')).toBeUndefined()
  })
})
