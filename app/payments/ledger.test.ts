import { describe, expect, it } from 'vitest'

import { direction, movesForward, paymentStatuses } from './ledger'

describe('the ledger’s rules', () => {
  it('moves a status only from pending to a final one', () => {
    const moves = paymentStatuses.flatMap((from) =>
      paymentStatuses.filter((to) => movesForward(from, to)).map((to) => `${from}→${to}`),
    )
    expect(moves).toEqual(['pending→succeeded', 'pending→failed', 'pending→canceled'])
  })

  it('says which way each kind moves money', () => {
    expect([direction('charge'), direction('capture'), direction('desk_payment')]).toEqual([
      1, 1, 1,
    ])
    expect([direction('refund'), direction('desk_refund')]).toEqual([-1, -1])
    expect([direction('authorisation'), direction('release')]).toEqual([0, 0])
  })
})
