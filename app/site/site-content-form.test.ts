import { describe, expect, it } from 'vitest'

import { servicePriceText } from './service-prices.ts'
import {
  parseServicePriceForm,
  parseTeamMemberForm,
  siteContentRules,
} from './site-content-form.ts'

const reader = (fields: Record<string, string>) => (name: string) => fields[name] ?? ''

const service = (change: Record<string, string> = {}) =>
  parseServicePriceForm(
    reader({ name: 'Battery test', kind: 'fixed', amount: '49', per: '', note: '', ...change }),
  )
const problems = (result: ReturnType<typeof service> | ReturnType<typeof member>) =>
  result.ok ? {} : result.problems

const member = (change: Record<string, string> = {}) =>
  parseTeamMemberForm(
    reader({ name: 'Sam Ortiz', role: 'Technician', bio: 'Keeps the fleet charged.', ...change }),
  )

describe('parseServicePriceForm', () => {
  it('reads a price, a starting price with its unit, and a service without a price', () => {
    expect(service({ amount: ' $1,250 ' })).toEqual({
      ok: true,
      value: { name: 'Battery test', kind: 'fixed', amount: 1250, per: '', note: '' },
    })
    expect(service({ kind: 'from', amount: '155', per: 'hour' })).toMatchObject({
      value: { kind: 'from', amount: 155, per: 'hour' },
    })
    // without a price, a leftover amount and unit are not kept
    expect(service({ kind: 'call', amount: '-5', per: 'hour', note: 'Priced by quote' })).toEqual({
      ok: true,
      value: { name: 'Battery test', kind: 'call', amount: null, per: '', note: 'Priced by quote' },
    })
  })

  it('names each problem: empty name, negative, absurd or broken price, long texts', () => {
    expect(problems(service({ name: '  ' })).name).toBe('Enter the service’s name.')
    expect(problems(service({ amount: '-20' })).amount).toBe('The price cannot be negative.')
    expect(problems(service({ amount: '100001' })).amount).toBe(
      'The price is over $100,000: check it.',
    )
    expect(problems(service({ amount: '12.50' })).amount).toBe(
      'Enter the price in whole dollars, such as 155.',
    )
    expect(problems(service({ amount: '' })).amount).toBe(
      'Enter the price in whole dollars, or choose no price.',
    )
    expect(problems(service({ kind: 'free' })).kind).toBe(
      'Choose a price, a “starting at” price or no price.',
    )
    const long = 'x'.repeat(siteContentRules.priceNote + 1)
    expect(problems(service({ note: long })).note).toBe(
      `The note is ${long.length} characters: keep it to ${siteContentRules.priceNote}.`,
    )
    expect(problems(service({ per: '/hour' })).per).toBe(
      'Enter the unit without a slash, such as “hour”.',
    )
    expect(service({ amount: String(siteContentRules.maxAmount) }).ok).toBe(true)
  })
})

describe('servicePriceText', () => {
  it('says a price, a starting price, a note after it, and a service without a price', () => {
    const line = { kind: 'fixed', amount: 49, per: '', note: '' } as const
    expect(servicePriceText(line)).toBe('$49')
    expect(servicePriceText({ ...line, kind: 'from', amount: 1895 })).toBe('Starting at $1,895')
    expect(servicePriceText({ ...line, per: 'visit', note: 'parts extra' })).toBe(
      '$49/visit · parts extra',
    )
    expect(servicePriceText({ ...line, kind: 'call', amount: null })).toBe('Call for a price')
  })
})

describe('parseTeamMemberForm', () => {
  it('takes a name, role and short bio, each required and limited', () => {
    expect(member()).toEqual({
      ok: true,
      value: { name: 'Sam Ortiz', role: 'Technician', bio: 'Keeps the fleet charged.' },
    })
    expect(problems(member({ name: '', role: '', bio: '' }))).toEqual({
      name: 'Enter the name.',
      role: 'Enter the role.',
      bio: 'Enter the short bio.',
    })
    const bio = 'x'.repeat(siteContentRules.bio + 1)
    expect(problems(member({ bio })).bio).toBe(
      `The short bio is ${bio.length} characters: keep it to ${siteContentRules.bio}.`,
    )
  })
})
