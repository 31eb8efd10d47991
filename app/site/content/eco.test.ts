import { describe, expect, it } from 'vitest'

import { environmentalFacts, whyElectric } from './eco'

describe('eco-impact page content', () => {
  it('has six Why Choose Electric? cards, each with its own title and icon', () => {
    expect(whyElectric).toHaveLength(6)
    expect(new Set(whyElectric.map((card) => card.title)).size).toBe(6)
    expect(new Set(whyElectric.map((card) => card.icon)).size).toBe(6)
  })

  it('shows the four Environmental Facts figures', () => {
    const figures = environmentalFacts.map((fact) => fact.figure)
    expect(figures.join(' | ')).toBe('19.6 lbs | 90% vs 25% | $1,200+ | 16.5')
  })
})
