import { describe, expect, it } from 'vitest'

import { servicePriceText } from '#app/site/service-prices.ts'

import { serviceCopy } from './services.ts'
import { servicePriceSeed, teamSeed } from './site-content-seed.ts'

/* What the specification asks the services and about pages to show before any edit. */

describe('servicePriceSeed', () => {
  it('is the four service cards with the specified prices', () => {
    expect(servicePriceSeed.map((line) => [line.name, servicePriceText(line)])).toEqual([
      ['Maintenance & Repairs', 'Starting at $155/hour'],
      ['Battery Service & Upgrades', 'Starting at $155/hour'],
      ['Custom Modifications', 'Priced by quote'],
      ['Warranty Service', 'Covered by your warranty'],
    ])
  })

  it('gives each seeded service its copy', () => {
    expect(serviceCopy.map((copy) => copy.id)).toEqual(servicePriceSeed.map((line) => line.id))
  })
})

describe('teamSeed', () => {
  it('has four people, each with a distinct role', () => {
    expect(teamSeed).toHaveLength(4)
    expect(new Set(teamSeed.map((t) => t.role)).size).toBe(4)
  })
})
