import { deliveryEstimate, type DeliveryPlace } from '#app/site/delivery-cost.ts'

import type { ServiceVisit } from './service-stages.ts'

/*
 * A pickup or a mobile visit costs the fee the owners set for the town's
 * zone. The zones are the delivery data's: every town of the home county,
 * the towns inside a showroom's free delivery radius, and those beyond it.
 */
export const serviceZones = ['home-county', 'free-zone', 'per-mile'] as const
export type ServiceZone = (typeof serviceZones)[number]

export const zoneLabels: Record<ServiceZone, string> = {
  'home-county': 'Pike County',
  'free-zone': 'Near a showroom (inside its free delivery radius)',
  'per-mile': 'Farther out (beyond the free delivery radius)',
}

/** The zone a town served lies in. */
export const zoneOf = (town: DeliveryPlace): ServiceZone => deliveryEstimate(town).kind

/** A zone's fees in cents. */
export type ZoneFee = { pickup: number; mobile: number }
export type ZoneFees = Record<ServiceZone, ZoneFee>

/** The fee of a visit to a town's zone: a drop-off is free. */
export function visitFeeCents(visit: ServiceVisit, zone: ServiceZone, fees: ZoneFees): number {
  if (visit === 'drop_off') return 0
  return fees[zone][visit]
}

/** What a visit's fee is called on the page, in the e-mails and on the customer's page. */
export const feeLabels: Record<ServiceVisit, string> = {
  drop_off: 'No fee',
  pickup: 'Pickup fee',
  mobile: 'Mobile service fee',
}
