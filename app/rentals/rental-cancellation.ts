import { dealerMoment } from '#app/kernel/dealer-clock.ts'
import { formatCents, formatPrice } from '#app/kernel/format.ts'
import { type RentalRules, rentalRules } from '#app/rentals/content/rentals.ts'

const hourMs = 3_600_000

/** What cancelling gives back, by when it happens. Nothing is paid online: it is what stays due. */
export type CancellationTerms = {
  /** free: before the free cut-off; late: within it, before the start; no-show: from the start on */
  kind: 'free' | 'late' | 'no-show'
  /** the share of the rent given back, in percent */
  refundPercent: number
  /** the rent given back, in cents */
  refundCents: number
  /** the rent that stays due, in cents */
  dueCents: number
  /** the last moment a cancellation is free */
  freeUntil: Date
  /** the sentence the renter reads beside the cancel button */
  message: string
}

/**
 * A rent in cents split into what is given back and what stays due, computed
 * in cents: a half cent of the refund goes to the renter.
 */
export function refundSplit(
  rentCents: number,
  refundPercent: number,
): { refundCents: number; dueCents: number } {
  const refundCents = Math.ceil((rentCents * refundPercent) / 100)
  return { refundCents, dueCents: rentCents - refundCents }
}

/**
 * The rental terms' cancellation rule applied now: free up to 24 hours
 * before the start, half the rent back within those 24 hours, nothing back
 * once the start has passed (a no-show). Delivery and other fees are not
 * charged for a rental that does not happen. `rent` is in whole dollars, as
 * the quote holds it; the outcome is in cents.
 */
export function cancellationTerms(
  reservation: { start: Date; rent: number },
  now: Date,
  rules: RentalRules = rentalRules,
): CancellationTerms {
  const { freeUntilHoursBefore, lateRefundPercent, noShowRefundPercent } = rules.cancellation
  const freeUntil = new Date(reservation.start.getTime() - freeUntilHoursBefore * hourMs)
  const rentCents = reservation.rent * 100
  if (now <= freeUntil) {
    return {
      kind: 'free',
      refundPercent: 100,
      ...refundSplit(rentCents, 100),
      freeUntil,
      message: `Cancelling now is free: nothing is due. It stays free until ${dealerMoment(freeUntil)}.`,
    }
  }
  if (now < reservation.start) {
    const split = refundSplit(rentCents, lateRefundPercent)
    return {
      kind: 'late',
      refundPercent: lateRefundPercent,
      ...split,
      freeUntil,
      message: `The start is less than ${freeUntilHoursBefore} hours away: cancelling now gives back ${lateRefundPercent}% of the rent, ${formatCents(split.refundCents)} of the ${formatPrice(reservation.rent)} rent, so ${formatCents(split.dueCents)} stays due.`,
    }
  }
  const split = refundSplit(rentCents, noShowRefundPercent)
  return {
    kind: 'no-show',
    refundPercent: noShowRefundPercent,
    ...split,
    freeUntil,
    message: `The rental has started: cancelling now counts as a no-show and gives nothing back, so the ${formatCents(split.dueCents)} rent stays due.`,
  }
}
