import { describe, expect, it } from 'vitest'

import { cancellationTerms, refundSplit } from './rental-cancellation.ts'

// Friday June 5, 2026, 10:00 AM in the Poconos (EDT, UTC-4)
const start = new Date('2026-06-05T14:00:00.000Z')
const at = (iso: string) => new Date(iso)

describe('what cancelling gives back', () => {
  it.each([
    ['a week before', '2026-05-29T14:00:00.000Z', 'free', 100, 0],
    ['exactly 24 hours before', '2026-06-04T14:00:00.000Z', 'free', 100, 0],
    ['a minute later', '2026-06-04T14:01:00.000Z', 'late', 50, 63_000],
    ['a minute before the start', '2026-06-05T13:59:00.000Z', 'late', 50, 63_000],
    ['at the start', '2026-06-05T14:00:00.000Z', 'no-show', 0, 126_000],
    ['a day after the start', '2026-06-06T14:00:00.000Z', 'no-show', 0, 126_000],
  ] as const)('%s', (_, now, kind, refundPercent, dueCents) => {
    expect(cancellationTerms({ start, rent: 1260 }, at(now))).toMatchObject({
      kind,
      refundPercent,
      dueCents,
      refundCents: 126_000 - dueCents,
    })
  })

  it('gives back half of a $245 rent to the cent within 24 hours: $122.50 back, $122.50 due', () => {
    const terms = cancellationTerms({ start, rent: 245 }, at('2026-06-05T01:00:00.000Z'))
    expect(terms).toMatchObject({ refundCents: 12_250, dueCents: 12_250 })
    expect(terms.message).toBe(
      'The start is less than 24 hours away: cancelling now gives back 50% of the rent, $122.50 of the $245 rent, so $122.50 stays due.',
    )
  })

  it('gives a half cent to the renter', () => {
    expect(refundSplit(24_501, 50)).toEqual({ refundCents: 12_251, dueCents: 12_250 })
    expect(refundSplit(24_501, 0)).toEqual({ refundCents: 0, dueCents: 24_501 })
    expect(refundSplit(24_501, 100)).toEqual({ refundCents: 24_501, dueCents: 0 })
  })

  it('says the rule in the words the renter reads, on the dealer clock', () => {
    const free = cancellationTerms({ start, rent: 1260 }, at('2026-06-01T12:00:00.000Z'))
    expect(free.freeUntil.toISOString()).toBe('2026-06-04T14:00:00.000Z')
    expect(free.message).toBe(
      'Cancelling now is free: nothing is due. It stays free until Thursday, June 4 at 10:00 AM EDT.',
    )
    expect(cancellationTerms({ start, rent: 825 }, at('2026-06-05T01:00:00.000Z')).message).toBe(
      'The start is less than 24 hours away: cancelling now gives back 50% of the rent, $412.50 of the $825 rent, so $412.50 stays due.',
    )
    expect(cancellationTerms({ start, rent: 825 }, start).message).toBe(
      'The rental has started: cancelling now counts as a no-show and gives nothing back, so the $825 rent stays due.',
    )
  })
})
