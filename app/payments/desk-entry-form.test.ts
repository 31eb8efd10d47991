import { describe, expect, it } from 'vitest'

import { centsOfDollars, parseDeskEntryForm } from './desk-entry-form'

describe('dollars and cents as staff type them', () => {
  it('become integer cents', () => {
    expect(centsOfDollars('45')).toBe(4_500)
    expect(centsOfDollars('45.5')).toBe(4_550)
    expect(centsOfDollars(' $1,045.05 ')).toBe(104_505)
    expect(centsOfDollars('0.10')).toBe(10)
  })

  it('are nothing when they are not an amount', () => {
    for (const text of ['', '.50', '45.', '45.505', '-5', '1e3', 'ten', '4 5'])
      expect(centsOfDollars(text), text).toBeUndefined()
  })
})

describe('the desk-entry form', () => {
  const fields: Record<string, string> = {
    kind: 'desk_refund',
    method: 'check',
    amount: '12.30',
    purpose: 'fees',
    note: '  Check 1042 ',
    key: '7b1e4a52-3c1d-4f0e-9a55-2f6f1d0c8e11',
  }
  const read = (changes: Record<string, string>) => (name: string) =>
    ({ ...fields, ...changes })[name] ?? ''

  it('reads an entry, the amount in cents', () => {
    expect(parseDeskEntryForm(read({}))).toEqual({
      ok: true,
      value: { ...fields, amount: 1_230, note: 'Check 1042' },
    })
  })

  it('says each field’s problem', () => {
    expect(
      parseDeskEntryForm(read({ kind: 'charge', amount: '100000.01', purpose: 'deposit' })),
    ).toEqual({
      ok: false,
      problems: {
        kind: 'Choose whether money was taken or given back.',
        amount: 'At most $100,000 in one entry.',
        purpose: 'Choose what the money is for.',
      },
    })
  })
})
