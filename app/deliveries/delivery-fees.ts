import { calendarDay, wallClockMinute } from '#app/kernel/zoned-time.ts'
import type { PaymentStatus } from '#app/payments/ledger.ts'
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
/** White glove placement is a sold cart's: a rental, a return or a pickup has no use for it. */
export const whiteGloveOffered = (kind: DeliveryKind) => kind === 'sale_delivery'

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

/** The policy's fees a job may owe after it was booked, one of each at most. */
export const jobFeeKinds = ['same_day_cancellation', 'missed_appointment'] as const
export type JobFeeKind = (typeof jobFeeKinds)[number]

export const jobFeeCents: Record<JobFeeKind, number> = {
  same_day_cancellation: sameDayCancellationCents,
  missed_appointment: missedAppointmentCents,
}

export const jobFeeLabels: Record<JobFeeKind, string> = {
  same_day_cancellation: 'Same-day cancellation',
  missed_appointment: 'Missed appointment',
}

/** The minutes after midnight the zone's clock shows at `now`. */
const minuteOfDay = (now: Date, timeZone: string) => {
  const [hours = 0, minutes = 0] = wallClockMinute(now, timeZone).slice(11).split(':').map(Number)
  return hours * 60 + minutes
}

/**
 * What the customer's own cancellation costs at `now`: nothing until the day
 * before; on the day, until the window starts, the same-day fee (shown
 * before they confirm); once the window has started, or after its day, the
 * customer cannot cancel (the truck is on its way or the stop is over).
 */
export function cancelRule(
  job: { day: string; window_start: number },
  now: Date,
  timeZone: string,
): { kind: 'free' } | { kind: 'same-day'; feeCents: number } | { kind: 'closed' } {
  const today = calendarDay(now, timeZone)
  if (today < job.day) return { kind: 'free' }
  if (today === job.day && minuteOfDay(now, timeZone) < job.window_start)
    return { kind: 'same-day', feeCents: sameDayCancellationCents }
  return { kind: 'closed' }
}

/** A fee as its pages show it: what it is now, and what the customer or the desk may do. */
export type FeeState = 'charging' | 'charged' | 'payable' | 'paid' | 'waived'

/**
 * A fee's state from its row and its card charge's ledger status: a fee
 * being charged to the saved card waits for Stripe's answer (no second way
 * to pay meanwhile); a refused charge, or no card, leaves it payable online
 * or at the desk.
 */
export function feeState(
  fee: { status: 'charged' | 'due' | 'paid' | 'waived'; charge_payment_id: string | null },
  chargeStatus: PaymentStatus | null | undefined,
): FeeState {
  if (fee.status !== 'due') return fee.status
  if (fee.charge_payment_id && (chargeStatus === 'pending' || chargeStatus === 'succeeded'))
    return 'charging'
  return 'payable'
}
