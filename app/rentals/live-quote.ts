import { business } from '#app/kernel/dealer/business.ts'
import { cartTypes, rentalRules } from '#app/rentals/content/rentals.ts'
import type { DeliveryPlace } from '#app/site/delivery-cost.ts'

import { type HandoverHours, handoverTimes, isCalendarDay, zonedInstant } from './handover-times.ts'
import { quoteRental, type RateCards, type RentalQuote, sameDayDelivery } from './rental-quote.ts'
import type { ReservationFormValues } from './reservation-schema.ts'

/** A town the reserve form offers for delivery, with what its delivery line needs. */
export type DeliveryTown = DeliveryPlace & { slug: string }

/**
 * The quote for what the form holds so far, or null while the cart, days,
 * drivers or handover are not chosen: the reserve form shows it as the
 * renter types, and the page shows it without JavaScript for the values sent.
 */
export function liveQuote(
  values: ReservationFormValues,
  cards: RateCards,
  towns: readonly DeliveryTown[],
  now: Date,
  hours: HandoverHours,
): RentalQuote | null {
  const cartType = cartTypes.find((t) => t === values.cartType)
  const days = Number(values.days)
  const extraDrivers = Number(values.extraDrivers)
  if (!cartType || !Number.isInteger(days) || days < 1 || days > rentalRules.maximumDays)
    return null
  if (!Number.isInteger(extraDrivers) || extraDrivers < 0) return null
  if (extraDrivers > rentalRules.maxAdditionalDrivers) return null
  if (values.handover === 'pickup') {
    return quoteRental(
      {
        cartType,
        days,
        extraDrivers,
        handover: { kind: 'pickup', locationId: values.locationId },
        sameDay: false,
      },
      cards,
    )
  }
  const town = towns.find((t) => t.slug === values.town.trim().toLowerCase())
  if (values.handover !== 'delivery' || !town) return null
  const starts =
    isCalendarDay(values.startDay) &&
    handoverTimes(values.startDay, hours, 'delivery').includes(values.startTime)
      ? zonedInstant(values.startDay, values.startTime, business.timeZone)
      : null
  const sameDay = starts !== null && sameDayDelivery(now, starts) === 'rush'
  return quoteRental(
    { cartType, days, extraDrivers, handover: { kind: 'delivery', town }, sameDay },
    cards,
  )
}
