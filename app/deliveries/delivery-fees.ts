import { calendarDay } from '#app/kernel/zoned-time.ts'
import { rentalDeliveryTerms } from '#app/rentals/rental-delivery.ts'
import { type DeliveryRules, deliveryRules } from '#app/site/content/delivery.ts'
import { deliveryEstimate, type DeliveryPlace } from '#app/site/delivery-cost.ts'

import type { DeliveryKind } from './delivery-kinds.ts'

/*
 * The delivery policy's fees, in cents: the rush of a same-day rental
 * delivery, white glove, a cancellation on the day, a missed appointment,
 * and the distance fee of the delivery rules.
 */

const cents = (dollars: number) => Math.round(dollars * 100)

export const rushCents = cents(deliveryRules.rush.fee)
export const whiteGloveCents = cents(deliveryRules.whiteGloveFee)
export const sameDayCancellationCents = cents(deliveryRules.sameDayCancellationFee)
export const missedAppointmentCents = cents(deliveryRules.missedAppointmentFee)

/**
 * The distance fee to a town served: a rental's trip as the rental rules
 * say (free within the town area), anything else by the delivery rules'
 * estimate (free in the home county and the free zones, per mile beyond).
 */
export function distanceCents(
  kind: DeliveryKind,
  town: DeliveryPlace,
  rules: DeliveryRules = deliveryRules,
): number {
  if (kind === 'rental_delivery' || kind === 'rental_collection') {
    return cents(rentalDeliveryTerms(town, rules).cost)
  }
  return cents(deliveryEstimate(town, rules).cost)
}

export type DeliveryFeeLine = {
  key: 'rush' | 'white_glove' | 'distance'
  label: string
  cents: number
}

/** The fees a job is booked with, as the picker shows them before the customer confirms. */
export function deliveryFeeLines(fees: {
  rush: boolean
  whiteGlove: boolean
  distanceCents: number
}): DeliveryFeeLine[] {
  return [
    ...(fees.rush
      ? [{ key: 'rush' as const, label: 'Same-day rush delivery', cents: rushCents }]
      : []),
    ...(fees.whiteGlove
      ? [
          {
            key: 'white_glove' as const,
            label: 'White glove (placed where you want it)',
            cents: whiteGloveCents,
          },
        ]
      : []),
    ...(fees.distanceCents > 0
      ? [{ key: 'distance' as const, label: 'Distance', cents: fees.distanceCents }]
      : []),
  ]
}

/**
 * What moving or cancelling a window costs the customer at `now`: nothing
 * until the day before; on the day itself a move is refused and a
 * cancellation charges the same-day fee; after the day nothing is changed.
 */
export function changeRule(
  day: string,
  now: Date,
  timeZone: string,
): { kind: 'free' } | { kind: 'same-day'; cancellationCents: number } | { kind: 'passed' } {
  const today = calendarDay(now, timeZone)
  if (today < day) return { kind: 'free' }
  if (today === day) return { kind: 'same-day', cancellationCents: sameDayCancellationCents }
  return { kind: 'passed' }
}
