import { describe, expect, it } from 'vitest'

import { instantInZone } from '#app/kernel/zoned-time.ts'
import { rentalRules } from '#app/rentals/content/rentals.ts'

import { deskFees, finalStatement, lateFee } from './rental-fees.ts'
import type { QuoteLine } from './rental-quote.ts'

const zone = 'America/New_York'
/** A wall-clock time at the dealer, as staff read it off the clock on the wall. */
const wall = (local: string) => {
  const at = instantInZone(local, zone)
  if (!at) throw new Error(`not a time: ${local}`)
  return at
}

describe('the late fee: $25 for every hour started after the scheduled end', () => {
  const end = wall('2026-07-04T17:00')
  it.each([
    ['back early', '2026-07-04T16:10', 0, 0],
    ['back on the minute', '2026-07-04T17:00', 0, 0],
    ['one minute late', '2026-07-04T17:01', 1, 25],
    ['59 minutes late', '2026-07-04T17:59', 1, 25],
    ['exactly two hours late', '2026-07-04T19:00', 2, 50],
    ['two hours and a minute late', '2026-07-04T19:01', 3, 75],
  ] as const)('%s', (_, returned, hours, amount) => {
    expect(lateFee(end, wall(returned))).toEqual({ hours, amount })
  })

  it('counts across midnight', () => {
    expect(lateFee(wall('2026-07-04T23:30'), wall('2026-07-05T01:15'))).toEqual({
      hours: 2,
      amount: 50,
    })
  })

  it('counts the hour the clocks go back on 2026-11-01 (two wall-clock hours are three real ones)', () => {
    // 00:30 EDT to 02:30 EST
    expect(lateFee(wall('2026-11-01T00:30'), wall('2026-11-01T02:30'))).toEqual({
      hours: 3,
      amount: 75,
    })
  })

  it('does not count the hour the clocks skip on 2027-03-14 (two wall-clock hours are one real one)', () => {
    // 01:30 EST to 03:30 EDT
    expect(lateFee(wall('2027-03-14T01:30'), wall('2027-03-14T03:30'))).toEqual({
      hours: 1,
      amount: 25,
    })
  })

  it('follows the rules it is given', () => {
    const rules = { ...rentalRules, lateFeePerHour: 40 }
    expect(lateFee(end, wall('2026-07-04T18:30'), rules)).toEqual({ hours: 2, amount: 80 })
  })
})

describe('the desk’s charges', () => {
  it('are the policy’s, with cleaning a range and the rest fixed', () => {
    const fees = deskFees()
    expect(fees.cleaning).toMatchObject({ min: 50, max: 150 })
    expect(fees.recharge).toMatchObject({ min: 35, max: 35 })
    expect(fees['smoke-odor']).toMatchObject({ min: 200, max: 200 })
    expect(fees['pet-hair']).toMatchObject({ min: 75, max: 75 })
    expect(fees['minor-damage']).toMatchObject({ min: 75, max: 75 })
  })
})

describe('the final statement', () => {
  const quoted: QuoteLine[] = [
    { key: 'rent', label: 'Rent', detail: '3 days', amount: 685 },
    { key: 'drivers', label: 'Additional drivers', detail: '1 x $25', amount: 25 },
  ]
  const end = wall('2026-07-04T17:00')
  const base = { quoted, quotedTotal: 710, end }

  it('applies the deposit to the charges and gives back the rest', () => {
    const statement = finalStatement({
      ...base,
      returned: wall('2026-07-04T19:00'),
      fees: [{ kind: 'cleaning', amount: 50, note: 'mud' }],
      deposit: { taken: 500, method: 'card', choice: 'apply' },
    })
    expect(statement.late).toEqual({ hours: 2, amount: 50 })
    expect(statement.fees).toEqual([
      { kind: 'cleaning', amount: 50, note: 'mud', label: 'Cleaning (sand, mud, spills, litter)' },
    ])
    expect(statement.charges).toBe(100)
    expect(statement.deposit).toEqual({ taken: 500, method: 'card', applied: 100, returned: 400 })
    expect(statement.balance).toBe(0)
  })

  it('leaves what the deposit does not cover to pay', () => {
    const statement = finalStatement({
      ...base,
      returned: wall('2026-07-04T17:00'),
      fees: [
        { kind: 'smoke-odor', amount: 200, note: '' },
        { kind: 'cleaning', amount: 150, note: '' },
      ],
      deposit: { taken: 300, method: 'cash', choice: 'apply' },
    })
    expect(statement.deposit).toMatchObject({ applied: 300, returned: 0 })
    expect(statement.balance).toBe(50)
  })

  it('gives the deposit back in full when staff choose to, and the charges stay due', () => {
    const statement = finalStatement({
      ...base,
      returned: wall('2026-07-04T17:30'),
      fees: [],
      deposit: { taken: 500, method: 'check', choice: 'return' },
    })
    expect(statement.charges).toBe(25)
    expect(statement.deposit).toMatchObject({ applied: 0, returned: 500 })
    expect(statement.balance).toBe(25)
  })
})
