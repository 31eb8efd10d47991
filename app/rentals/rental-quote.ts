import { business } from '#app/kernel/dealer/business.ts'
import { minutesOfDay, shortClockText } from '#app/kernel/dealer/business-hours.ts'
import { placeById } from '#app/kernel/dealer/places.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { countOf } from '#app/kernel/plural.ts'
import { calendarDay, wallClockMinute } from '#app/kernel/zoned-time.ts'
import {
  type CartType,
  planLabels,
  type RateCard,
  type RentalRules,
  rentalRules,
} from '#app/rentals/content/rentals.ts'
import { type DeliveryRules, deliveryRules } from '#app/site/content/delivery.ts'
import type { DeliveryPlace } from '#app/site/delivery-cost.ts'

import { rentalDeliveryTerms } from './rental-delivery.ts'
import { cheapestCover, type PlanCover } from './rental-plans.ts'

/** Where the renter gets the cart: at a showroom, or brought to a town. */
export type RentalHandover =
  { kind: 'pickup'; locationId: string } | { kind: 'delivery'; town: DeliveryPlace }

export type QuoteInput = {
  cartType: CartType
  /** whole 24-hour days, 1 to the rules' maximum */
  days: number
  handover: RentalHandover
  /** drivers besides the renter, up to the rules' maximum */
  extraDrivers: number
  /** delivered on the day it is ordered, before the cut-off (see sameDayDelivery) */
  sameDay: boolean
}

export type QuoteLine = {
  key: 'rent' | 'handover' | 'rush' | 'drivers'
  label: string
  detail: string
  /** whole dollars; 0 for a free line */
  amount: number
}

export type RentalQuote = {
  cartType: CartType
  days: number
  extraDrivers: number
  /** the card the rent is read from: the rentals page's, or the town rental pages' */
  card: 'pickup' | 'delivery'
  cover: PlanCover
  lines: QuoteLine[]
  /** what the rental costs, due at handover */
  total: number
  /** held at handover and given back when the cart returns as it left */
  deposit: number
}

/**
 * The two rate cards: pickup at a showroom, delivery to a town (decision
 * record 004). Their prices are data: the server reads them with `loadRateCards`.
 */
export type RateCards = { pickup: RateCard; delivery: RateCard }

/**
 * What a rental costs, line by line: the cheapest plans for its days from
 * the card that applies, the handover (pickup is free, delivery follows the
 * rental delivery rule the town pages state), the same-day rush fee, additional drivers, and the
 * deposit held apart. Nothing is paid on the site: all is due at handover.
 */
export function quoteRental(
  input: QuoteInput,
  cards: RateCards,
  rules: RentalRules = rentalRules,
  delivery: DeliveryRules = deliveryRules,
): RentalQuote {
  const { cartType, days, handover, extraDrivers } = input
  if (!Number.isInteger(days) || days < 1 || days > rules.maximumDays) {
    throw new RangeError(`A rental lasts 1 to ${rules.maximumDays} days`)
  }
  if (
    !Number.isInteger(extraDrivers) ||
    extraDrivers < 0 ||
    extraDrivers > rules.maxAdditionalDrivers
  ) {
    throw new RangeError(`At most ${rules.maxAdditionalDrivers} additional drivers`)
  }
  if (input.sameDay && handover.kind !== 'delivery') {
    throw new RangeError('Only a delivery can be same-day')
  }
  const card = handover.kind === 'pickup' ? 'pickup' : 'delivery'
  const prices = cards[card][cartType].prices
  const cover = cheapestCover(prices, days)

  const lines: QuoteLine[] = [rentLine(cover, days, prices.daily), handoverLine(handover, delivery)]
  if (input.sameDay) {
    lines.push({
      key: 'rush',
      label: 'Same-day delivery',
      detail: `Ordered before ${shortClockText(delivery.rush.orderBefore)} for delivery today`,
      amount: delivery.rush.fee,
    })
  }
  if (extraDrivers > 0) {
    lines.push({
      key: 'drivers',
      label: 'Additional drivers',
      detail: `${countOf(extraDrivers, 'driver')} at ${formatPrice(rules.additionalDriverFee)} each`,
      amount: extraDrivers * rules.additionalDriverFee,
    })
  }
  return {
    cartType,
    days,
    extraDrivers,
    card,
    cover,
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    deposit: rules.deposits[cartType],
  }
}

function rentLine(cover: PlanCover, days: number, dailyRate: number): QuoteLine {
  const plans = cover.uses
    .map(
      (use) =>
        `${use.count > 1 ? `${use.count} × ` : ''}${planLabels[use.plan].name} ${formatPrice(use.price)}`,
    )
    .join(' + ')
  const spare =
    cover.coveredDays > days
      ? `, which pays for ${countOf(cover.coveredDays, 'day')} and costs less than ${countOf(days, 'day')} at ${formatPrice(dailyRate)} a day`
      : ''
  return {
    key: 'rent',
    label: `Rent, ${countOf(days, 'day')}`,
    detail: `${plans}${spare}`,
    amount: cover.total,
  }
}

function handoverLine(handover: RentalHandover, rules: DeliveryRules): QuoteLine {
  if (handover.kind === 'pickup') {
    const showroom = placeById(handover.locationId)?.name ?? 'our showroom'
    return { key: 'handover', label: 'Pickup', detail: `At ${showroom}, free`, amount: 0 }
  }
  const terms = rentalDeliveryTerms(handover.town, rules)
  return {
    key: 'handover',
    label: `Delivery to ${handover.town.name}`,
    detail: terms.detail,
    amount: terms.cost,
  }
}

/**
 * Whether a delivery starting at `start`, ordered at `orderedAt`, is
 * same-day: on the same calendar day on the dealer's clock. It then carries
 * the rush fee, and is possible only when ordered before the cut-off.
 */
export function sameDayDelivery(
  orderedAt: Date,
  start: Date,
  rules: DeliveryRules = deliveryRules,
  timeZone: string = business.timeZone,
): 'no' | 'rush' | 'too-late' {
  if (calendarDay(orderedAt, timeZone) !== calendarDay(start, timeZone)) return 'no'
  const clock = wallClockMinute(orderedAt, timeZone).slice(11)
  return minutesOfDay(clock) < minutesOfDay(rules.rush.orderBefore) ? 'rush' : 'too-late'
}

/** What a renter reads when same-day delivery is past its cut-off. */
export function sameDayTooLateMessage(rules: DeliveryRules = deliveryRules): string {
  return `Same-day delivery must be ordered before ${shortClockText(rules.rush.orderBefore)}. Choose tomorrow or a later day, or pick the cart up at a showroom.`
}
