import type { Town } from '#app/kernel/dealer/types.ts'

/**
 * Delivery rules as the dealer would edit them (the
 * delivery policy page says the same in prose). The cost of delivering to a
 * given town is derived from these in `app/site/delivery-cost.ts`.
 */

export type FreeZone = {
  /** id of a location in locations.ts (see locationById) */
  locationId: string
  /** delivery is free up to and including this many road miles from it */
  radiusMiles: number
}

export type DeliveryRules = {
  /** every address in this county is inside the free delivery area */
  homeCounty: Town['county']
  freeZones: readonly FreeZone[]
  /** charged per road mile beyond the free area */
  perMileFee: number
  /** free delivery of a purchased cart needs a purchase of at least this much */
  salesFreeMinimum: number
  /** rentals delivered within a town area travel free: the town rental pages say so and the quote charges nothing (rentalDeliveryTerms) */
  rentalFreeWithinTownArea: boolean
  leadTimes: { inStock: string; customOrder: string }
  windowHours: number
  /** same-day delivery, ordered before this 24-hour time on the dealer's clock */
  rush: { fee: number; orderBefore: string }
  whiteGloveFee: number
  sameDayCancellationFee: number
  missedAppointmentFee: number
  access: { minPathWidthFt: number; minHeightClearanceFt: number }
}

export const deliveryRules: DeliveryRules = {
  homeCounty: 'Pike',
  freeZones: [
    { locationId: 'lords-valley', radiusMiles: 20 },
    { locationId: 'scranton', radiusMiles: 15 },
  ],
  perMileFee: 6,
  salesFreeMinimum: 5000,
  rentalFreeWithinTownArea: true,
  leadTimes: { inStock: '2-5 business days', customOrder: '2-4 weeks' },
  windowHours: 2,
  rush: { fee: 50, orderBefore: '14:00' },
  whiteGloveFee: 150,
  sameDayCancellationFee: 75,
  missedAppointmentFee: 100,
  access: { minPathWidthFt: 8, minHeightClearanceFt: 10 },
}
