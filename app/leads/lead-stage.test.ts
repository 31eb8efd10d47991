import { describe, expect, it } from 'vitest'

import { stageMoveProblem } from './lead-stage'

describe('stageMoveProblem', () => {
  it('allows moves forward and back, but no win or loss before a talk', () => {
    expect(stageMoveProblem('new', 'contacted')).toBeNull()
    expect(stageMoveProblem('quoted', 'new')).toBeNull()
    expect(stageMoveProblem('quoted', 'won')).toBeNull()
    expect(stageMoveProblem('contacted', 'lost')).toBeNull()
    expect(stageMoveProblem('new', 'won')).toMatch(/contacted or quoted first/)
    expect(stageMoveProblem('new', 'lost')).toMatch(/contacted or quoted first/)
    expect(stageMoveProblem('won', 'won')).toBe('The lead is already won.')
  })
})
