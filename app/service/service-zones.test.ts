import { describe, expect, it } from 'vitest'

import { findTown } from '#app/site/town-lookup.server.ts'

import { visitFeeCents, type ZoneFees, zoneOf } from './service-zones.ts'

const town = (slug: string) => {
  const found = findTown(slug)
  if (!found) throw new Error(slug)
  return found
}

const fees: ZoneFees = {
  'home-county': { pickup: 4900, mobile: 7900 },
  'free-zone': { pickup: 5900, mobile: 8900 },
  'per-mile': { pickup: 8900, mobile: 11900 },
}

describe('town zones and their fees', () => {
  it('puts each town in its delivery zone', () => {
    expect(zoneOf(town('milford'))).toBe('home-county')
    expect(zoneOf(town('scranton'))).toBe('free-zone')
    expect(zoneOf(town('carbondale'))).toBe('per-mile')
  })

  it('charges the zone fee of a pickup or a mobile visit, nothing for a drop-off', () => {
    expect(visitFeeCents('mobile', 'per-mile', fees)).toBe(11900)
    expect(visitFeeCents('pickup', 'free-zone', fees)).toBe(5900)
    expect(visitFeeCents('drop_off', 'per-mile', fees)).toBe(0)
  })
})
