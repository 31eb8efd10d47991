import { describe, expect, it } from 'vitest'

import type { Town } from '#app/kernel/dealer/types.ts'
import { serviceRegions } from '#app/site/town-lookup.server.ts'

import { splitEastToWest } from './company.ts'

function town(name: string, lng: number): Town {
  return {
    name,
    type: 'Township',
    slug: name.toLowerCase(),
    area: 'pike',
    county: 'Pike',
    nearestLocationId: 'lords-valley',
    distanceMiles: 1,
    coordinates: { lat: 41, lng },
    facts: [],
    localSpots: [],
  }
}

describe('splitEastToWest', () => {
  it('orders by longitude, east first, and keeps list order on ties', () => {
    const list = [town('A', -75.2), town('B', -74.7), town('C', -75.0), town('D', -74.7)]
    const groups = splitEastToWest(list, 2)
    expect(groups.map((g) => g.map((m) => m.name))).toEqual([
      ['B', 'D'],
      ['C', 'A'],
    ])
  })

  it('puts the remainder in the last region when the list does not divide evenly', () => {
    const list = [town('A', -1), town('B', -2), town('C', -3), town('D', -4), town('E', -5)]
    expect(splitEastToWest(list, 2).map((g) => g.length)).toEqual([3, 2])
  })
})

describe('serviceRegions', () => {
  it('is the Pike County area in three regions of five, east to west', () => {
    expect(serviceRegions.map((r) => r.towns.map((m) => m.name))).toEqual([
      ['Matamoras', 'Westfall Township', 'Milford', 'Milford Township', 'Dingman Township'],
      [
        'Delaware Township',
        'Shohola Township',
        'Lehman Township',
        'Lackawaxen Township',
        'Porter Township',
      ],
      [
        'Middle Smithfield Township',
        'Blooming Grove Township',
        'Hawley',
        'Palmyra Township',
        'Greene Township',
      ],
    ])
  })

  it('names every region', () => {
    expect(serviceRegions.map((r) => r.name)).toEqual([
      'Milford & the Delaware Gateway',
      'Delaware River Townships',
      'Lords Valley & the Lake Region',
    ])
  })
})
