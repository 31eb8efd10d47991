import { describe, expect, it } from 'vitest'

import { allowedMoves, canMove, moveLabel } from './service-moves'
import { finalStages, serviceStages } from './service-stages'

describe('stage moves', () => {
  it('follow the shop’s order and never skip the customer’s approval', () => {
    expect(canMove('booked', 'checked_in')).toBe(true)
    expect(canMove('checked_in', 'diagnosing')).toBe(true)
    expect(canMove('diagnosing', 'in_repair')).toBe(false)
    expect(canMove('awaiting_approval', 'in_repair')).toBe(false)
    expect(canMove('in_repair', 'ready')).toBe(true)
    expect(canMove('ready', 'collected')).toBe(true)
    expect(canMove('booked', 'ready')).toBe(false)
  })

  it('end at collected and cancelled, which go nowhere', () => {
    for (const stage of finalStages) expect(allowedMoves[stage]).toEqual([])
    for (const stage of serviceStages.filter((s) => !finalStages.includes(s)))
      expect(allowedMoves[stage].length).toBeGreaterThan(0)
  })

  it('name each button for what it does from where the job is', () => {
    expect(moveLabel('awaiting_approval', 'diagnosing')).toBe('Revise the estimate')
    expect(moveLabel('checked_in', 'diagnosing')).toBe('Start diagnosis')
    expect(moveLabel('ready', 'in_repair')).toBe('Back to repair')
  })
})
