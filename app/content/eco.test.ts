import { describe, expect, it } from 'vitest'

import { environmentalFacts, whyElectric } from './eco'

describe('eco-impact page content', () => {
  it('has the six Why Choose Electric? cards in order', () => {
    expect(whyElectric.map((card) => card.title)).toEqual([
      'Zero Emissions',
      'Energy Efficient',
      'Forest Protection',
      'Sustainable Materials',
      'Climate Action',
      'Clean Air',
    ])
  })

  it('shows the four Environmental Facts figures of the specification', () => {
    expect(environmentalFacts.map((fact) => fact.figure)).toEqual([
      '19.6 lbs',
      '90% vs 25%',
      '$1,200+',
      '16.5',
    ])
  })
})
