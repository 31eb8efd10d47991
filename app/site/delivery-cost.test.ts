import { describe, expect, it } from 'vitest'

import { type DeliveryRules, deliveryRules } from '#app/site/content/delivery.ts'
import { findTown } from '#app/site/town-lookup.server.ts'

import { deliveryEstimate, type DeliveryPlace } from './delivery-cost'

function place(overrides: Partial<DeliveryPlace>): DeliveryPlace {
  return {
    name: 'Testville',
    county: 'Lackawanna',
    nearestLocationId: 'scranton',
    distanceMiles: 5,
    ...overrides,
  }
}

describe('deliveryEstimate', () => {
  it('is free anywhere in the home county, however far', () => {
    // Pike is the home county; 40 miles is beyond every free radius
    const estimate = deliveryEstimate(
      place({ county: 'Pike', nearestLocationId: 'lords-valley', distanceMiles: 40 }),
    )
    expect(estimate.kind).toBe('home-county')
    expect(estimate.cost).toBe(0)
    expect(estimate.chargedMiles).toBe(0)
    expect(estimate.summary).toBe(
      'Delivery to Testville is free: it is in Pike County, our home county, about 40 miles from our Lords Valley Main Office.',
    )
    expect(estimate.note).toBe(
      'Free delivery of a purchased cart applies to purchases of $5,000 or more.',
    )
  })

  it('is free inside a free zone, the radius itself included', () => {
    // Scranton's zone is 15 miles: 15 is still free
    const edge = deliveryEstimate(place({ distanceMiles: 15 }))
    expect(edge.kind).toBe('free-zone')
    expect(edge.cost).toBe(0)
    expect(edge.freeRadiusMiles).toBe(15)
    expect(edge.summary).toBe(
      'Delivery to Testville is free: it is about 15 miles from our Scranton Showroom, inside our 15-mile free delivery zone.',
    )
    // Lords Valley's zone is 20 miles, so a Wayne County town at 17 miles is free
    const wayne = deliveryEstimate(
      place({ county: 'Wayne', nearestLocationId: 'lords-valley', distanceMiles: 17 }),
    )
    expect(wayne.kind).toBe('free-zone')
    expect(wayne.freeRadiusMiles).toBe(20)
  })

  it('charges $6 for each mile beyond the free radius', () => {
    // 17 - 15 = 2 miles x $6 = $12
    const estimate = deliveryEstimate(place({ distanceMiles: 17 }))
    expect(estimate.kind).toBe('per-mile')
    expect(estimate.chargedMiles).toBe(2)
    expect(estimate.cost).toBe(12)
    expect(estimate.summary).toBe(
      'Testville is about 17 miles from our Scranton Showroom, 2 miles beyond the 15-mile free delivery zone: delivery there costs about $12 at $6 per mile.',
    )
    expect(estimate.note).toMatch(/confirm the exact delivery charge in writing/)
  })

  it('counts a started mile as a whole mile', () => {
    // 17.5 - 15 = 2.5 -> 3 miles x $6 = $18
    const estimate = deliveryEstimate(place({ distanceMiles: 17.5 }))
    expect(estimate.chargedMiles).toBe(3)
    expect(estimate.cost).toBe(18)
  })

  it('charges every mile from a location without a free zone', () => {
    // Pocono Pines has no free zone: 25 miles x $6 = $150
    const estimate = deliveryEstimate(
      place({ county: 'Monroe', nearestLocationId: 'pocono-pines', distanceMiles: 25 }),
    )
    expect(estimate.kind).toBe('per-mile')
    expect(estimate.freeRadiusMiles).toBe(0)
    expect(estimate.cost).toBe(150)
    expect(estimate.summary).toBe(
      'Testville is about 25 miles from our Pocono Pines Showroom: delivery there costs about $150 at $6 per mile.',
    )
  })

  it('follows the rules it is given', () => {
    const rules: DeliveryRules = {
      ...deliveryRules,
      perMileFee: 4,
      freeZones: [{ locationId: 'scranton', radiusMiles: 10 }],
    }
    // 17 - 10 = 7 miles x $4 = $28
    expect(deliveryEstimate(place({ distanceMiles: 17 }), rules).cost).toBe(28)
  })

  it('gives the real towns the terms their county and distance call for', () => {
    const terms = (slug: string) => {
      const town = findTown(slug)
      if (!town) throw new Error(`no town ${slug}`)
      return deliveryEstimate(town)
    }
    expect(terms('milford').kind).toBe('home-county')
    expect(terms('hawley').kind).toBe('free-zone') // Wayne County, 17 of 20 miles
    expect(terms('scranton').kind).toBe('free-zone') // 3 of 15 miles
    expect(terms('carbondale').cost).toBe(12) // 17 miles: 2 beyond 15
    expect(terms('middle-smithfield-township').cost).toBe(150) // 25 miles from Pocono Pines
  })
})
