import { placeById } from '#app/kernel/dealer/places.ts'
import type { Town } from '#app/kernel/dealer/types.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { type DeliveryRules, deliveryRules } from '#app/site/content/delivery.ts'

/** What the delivery terms of a town depend on. */
export type DeliveryPlace = Pick<Town, 'name' | 'county' | 'nearestLocationId' | 'distanceMiles'>

export type DeliveryEstimate = {
  /** why delivery is free, or that it is charged by the mile */
  kind: 'home-county' | 'free-zone' | 'per-mile'
  /** estimated charge in whole dollars; 0 when free */
  cost: number
  /** road miles charged at the per-mile fee */
  chargedMiles: number
  /** free radius around the nearest location; 0 when that location has none */
  freeRadiusMiles: number
  /** the terms for this town in one sentence */
  summary: string
  /** the condition that goes with them */
  note: string
}

/**
 * Delivery terms for a town under the dealer's rules: free anywhere in the
 * home county, free inside the radius of a location's free zone, otherwise
 * the per-mile fee for every started mile beyond that radius (all miles
 * when the nearest location has no free zone). The distance is the town's
 * rough road distance, so the result is an estimate the dealer confirms.
 */
export function deliveryEstimate(
  place: DeliveryPlace,
  rules: DeliveryRules = deliveryRules,
): DeliveryEstimate {
  const locationName = placeById(place.nearestLocationId)?.name ?? 'nearest location'
  const zone = rules.freeZones.find((z) => z.locationId === place.nearestLocationId)
  const freeRadiusMiles = zone?.radiusMiles ?? 0
  const distance = `about ${place.distanceMiles} miles from our ${locationName}`
  const salesNote = `Free delivery of a purchased cart applies to purchases of ${formatPrice(rules.salesFreeMinimum)} or more.`

  if (place.county === rules.homeCounty) {
    return {
      kind: 'home-county',
      cost: 0,
      chargedMiles: 0,
      freeRadiusMiles,
      summary: `Delivery to ${place.name} is free: it is in ${place.county} County, our home county, ${distance}.`,
      note: salesNote,
    }
  }

  if (zone && place.distanceMiles <= zone.radiusMiles) {
    return {
      kind: 'free-zone',
      cost: 0,
      chargedMiles: 0,
      freeRadiusMiles,
      summary: `Delivery to ${place.name} is free: it is ${distance}, inside our ${zone.radiusMiles}-mile free delivery zone.`,
      note: salesNote,
    }
  }

  const chargedMiles = Math.ceil(place.distanceMiles - freeRadiusMiles)
  const cost = chargedMiles * rules.perMileFee
  const beyond = zone
    ? `, ${chargedMiles} miles beyond the ${zone.radiusMiles}-mile free delivery zone`
    : ''
  return {
    kind: 'per-mile',
    cost,
    chargedMiles,
    freeRadiusMiles,
    summary: `${place.name} is ${distance}${beyond}: delivery there costs about ${formatPrice(cost)} at ${formatPrice(rules.perMileFee)} per mile.`,
    note: 'We confirm the exact delivery charge in writing before we schedule your delivery.',
  }
}
