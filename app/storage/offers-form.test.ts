import { describe, expect, it } from 'vitest'

import { centsOf, offerValues, parseOffersForm } from './offers-form.ts'
import { policyStorageOffers } from './storage-offers.ts'

const formOf = (changes: Record<string, string> = {}) => {
  const values: Record<string, string> = { ...offerValues(policyStorageOffers), ...changes }
  return { get: (name: string) => values[name] ?? null }
}

describe('the owners’ offers form', () => {
  it('reads back the offers it shows', () => {
    expect(parseOffersForm(formOf())).toMatchObject({ ok: true, offers: policyStorageOffers })
  })

  it('takes prices as people type them', () => {
    expect(centsOf('125')).toBe(12_500)
    expect(centsOf('$1,250.5')).toBe(125_050)
    expect(centsOf('12.345')).toBeUndefined()
    expect(centsOf('-5')).toBeUndefined()
    expect(centsOf('20000.01')).toBeUndefined()
  })

  it('names every field it refuses', () => {
    const result = parseOffersForm(
      formOf({
        'monthly.indoor': 'lots',
        'winter.seasonEnd': '02-29',
        'summer.lastStart': '10-15',
      }),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.fields)).toEqual([
      'monthly.indoor',
      'winter.seasonEnd',
      'summer.lastStart',
    ])
    expect(result.fields['summer.lastStart']).toBe(
      'Summer: last day to start: a day inside the season',
    )
    expect(result.values['monthly.indoor']).toBe('lots')
  })
})
