import { describe, expect, it } from 'vitest'

import { locationById, locations, mainOffice } from '#app/kernel/dealer/locations.ts'
import { towns } from '#app/site/content/towns.server.ts'

import { aliases, findTown, parseLandingSlug, townsByArea } from './town-lookup.server.ts'
import { landingPath, rentalPath, townPath } from './town-paths.ts'

describe('town lists', () => {
  it('has 15 Pike County area and 19 Lackawanna County area towns, in that order', () => {
    const groups = townsByArea()
    expect(groups.map((g) => g.area.id)).toEqual(['pike', 'lackawanna'])
    expect(groups[0]?.towns).toHaveLength(15)
    expect(groups[1]?.towns).toHaveLength(19)
    expect(groups[0]?.towns[0]?.slug).toBe('milford')
    expect(groups[1]?.towns[0]?.slug).toBe('scranton')
  })

  it('has unique slugs that no alias shadows', () => {
    const slugs = towns.map((m) => m.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const alias of Object.keys(aliases)) expect(slugs).not.toContain(alias)
  })

  it('gives every Pike County area township a slug ending in -township', () => {
    const townships = towns.filter((m) => m.area === 'pike' && m.type === 'Township')
    expect(townships).toHaveLength(12)
    for (const m of townships) expect(m.slug).toMatch(/-township$/)
  })

  it('points every town at a real physical location', () => {
    for (const m of towns) {
      const location = locationById(m.nearestLocationId)
      expect(location, m.slug).toBeDefined()
      expect(location?.type, m.slug).toBe('physical')
    }
  })

  it('gives every town its own facts and two to four local spots', () => {
    const facts = towns.flatMap((m) => m.facts)
    expect(new Set(facts).size).toBe(facts.length)
    for (const m of towns) {
      expect(m.facts.length, m.slug).toBeGreaterThanOrEqual(2)
      expect(m.facts.length, m.slug).toBeLessThanOrEqual(3)
      expect(m.localSpots.length, m.slug).toBeGreaterThanOrEqual(2)
      expect(m.localSpots.length, m.slug).toBeLessThanOrEqual(4)
    }
  })
})

describe('findTown', () => {
  it('finds a town by slug', () => {
    expect(findTown('dingman-township')?.name).toBe('Dingman Township')
  })

  it('ignores case and surrounding spaces', () => {
    expect(findTown('  Clarks-Summit ')?.slug).toBe('clarks-summit')
    expect(findTown('MILFORD')?.slug).toBe('milford')
  })

  it('resolves the scranton-city alias to Scranton', () => {
    expect(findTown('scranton-city')).toBe(findTown('scranton'))
    expect(findTown('Scranton-City')?.type).toBe('City')
  })

  it('returns undefined for an unknown slug', () => {
    expect(findTown('atlantis')).toBeUndefined()
    expect(findTown('')).toBeUndefined()
  })
})

describe('paths', () => {
  it('builds the three URL shapes of a town', () => {
    const m = findTown('blooming-grove-township')
    if (!m) throw new Error('missing fixture')
    expect(landingPath(m)).toBe('/blooming-grove-township-golf-carts')
    expect(townPath(m)).toBe('/towns/blooming-grove-township')
    expect(rentalPath(m)).toBe('/rentals/blooming-grove-township')
  })

  it('parses a landing-page segment back to its town', () => {
    expect(parseLandingSlug('milford-golf-carts')?.slug).toBe('milford')
    expect(parseLandingSlug('milford-township-golf-carts')?.slug).toBe('milford-township')
    expect(parseLandingSlug('Old-Forge-Golf-Carts')?.slug).toBe('old-forge')
  })

  it('rejects segments that are not landing pages', () => {
    expect(parseLandingSlug('milford')).toBeUndefined()
    expect(parseLandingSlug('-golf-carts')).toBeUndefined()
    expect(parseLandingSlug('atlantis-golf-carts')).toBeUndefined()
  })

  it('round-trips every town through its landing path', () => {
    for (const m of towns) expect(parseLandingSlug(landingPath(m).slice(1))).toBe(m)
  })
})

describe('locations', () => {
  it('lists the two showrooms and online sales, and finds the main office by id', () => {
    expect(locations.map((l) => l.id)).toEqual(['pocono-pines', 'scranton', 'online'])
    expect(locationById('lords-valley')).toBe(mainOffice)
    expect(locationById('nowhere')).toBeUndefined()
  })

  it('gives every physical location a directions link built from its address', () => {
    for (const l of [...locations, mainOffice].filter((l) => l.type === 'physical')) {
      expect(l.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/)
      expect(l.phone.tel).toMatch(/^\+1\d{10}$/)
    }
  })
})
