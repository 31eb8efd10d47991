import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { delinquencyRules, delinquencySteps, lateFeeDue, stepsReached } from './billing-rules'

const policy = readFileSync(
  new URL('../site/content/policies/storage-policy.md', import.meta.url),
  'utf8',
)

describe('the storage policy’s billing rules', () => {
  it('say what happens at each step in the published policy’s words', () => {
    for (const step of delinquencySteps) {
      expect(policy).toContain(`| ${step} days`)
      expect(policy.replace(/\s+/g, ' ')).toContain(delinquencyRules[step].happens)
    }
  })

  it('add the late fee only once a payment is more than 10 days late', () => {
    expect(policy).toContain('not received within 10 days of its due date')
    expect(lateFeeDue('2028-02-01', '2028-02-11')).toBe(false)
    expect(lateFeeDue('2028-02-01', '2028-02-12')).toBe(true)
  })

  it('reach the steps by whole days, across a leap February', () => {
    expect(stepsReached('2028-02-01', '2028-03-01')).toEqual([])
    expect(stepsReached('2028-02-01', '2028-03-02')).toEqual([30])
    expect(stepsReached('2027-06-17', '2027-10-15')).toEqual([30, 60, 90, 120])
  })
})
