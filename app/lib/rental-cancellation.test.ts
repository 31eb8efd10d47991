import { describe, expect, it } from 'vitest'

import { cancellationTerms } from './rental-cancellation.ts'

// Friday June 5, 2026, 10:00 AM in the Poconos (EDT, UTC-4)
const start = new Date('2026-06-05T14:00:00.000Z')
const at = (iso: string) => new Date(iso)

describe('what cancelling gives back', () => {
  it.each([
    ['a week before', '2026-05-29T14:00:00.000Z', 'free', 100, 0],
    ['exactly 24 hours before', '2026-06-04T14:00:00.000Z', 'free', 100, 0],
    ['a minute later', '2026-06-04T14:01:00.000Z', 'late', 50, 630],
    ['a minute before the start', '2026-06-05T13:59:00.000Z', 'late', 50, 630],
    ['at the start', '2026-06-05T14:00:00.000Z', 'no-show', 0, 1260],
    ['a day after the start', '2026-06-06T14:00:00.000Z', 'no-show', 0, 1260],
  ] as const)('%s', (_, now, kind, refundPercent, due) => {
    expect(cancellationTerms({ start, rent: 1260 }, at(now))).toMatchObject({
      kind,
      refundPercent,
      due,
    })
  })

  it('says the rule in the words the renter reads, on the dealer clock', () => {
    const free = cancellationTerms({ start, rent: 1260 }, at('2026-06-01T12:00:00.000Z'))
    expect(free.freeUntil.toISOString()).toBe('2026-06-04T14:00:00.000Z')
    expect(free.message).toBe(
      'Cancelling now is free: nothing is due. It stays free until Thursday, June 4 at 10:00 AM EDT.',
    )
    expect(cancellationTerms({ start, rent: 825 }, at('2026-06-05T01:00:00.000Z')).message).toBe(
      'The start is less than 24 hours away: cancelling now gives back 50% of the rent, so $413 of the $825 rent stays due.',
    )
    expect(cancellationTerms({ start, rent: 825 }, start).message).toBe(
      'The rental has started: cancelling now counts as a no-show and gives nothing back, so the $825 rent stays due.',
    )
  })
})
