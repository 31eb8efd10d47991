import {
  cartInfo,
  type CartType,
  type PlanDuration,
  type RateCard,
} from '#app/rentals/content/rentals.ts'
import type { RateCards } from '#app/rentals/rental-quote.ts'

/*
 * The specification's figures for the two rate cards (decision record 004),
 * written out here by hand: a fresh database must serve exactly these, and
 * the quote and savings tests read them. Not copied from the seed, so a
 * change to the seed shows as a failing test.
 */

type Figures = [daily: number, threeDay: number, weekly: number, monthly: number]

function entry(
  type: CartType,
  [daily, threeDay, weekly, monthly]: Figures,
  recommended: PlanDuration[],
) {
  return {
    ...cartInfo[type],
    prices: { daily, 'three-day': threeDay, weekly, monthly },
    recommended,
  }
}

/** The rentals page's card: pickup at a showroom. */
export const pickupRates: RateCard = {
  'four-seater': entry('four-seater', [245, 685, 1050, 2800], ['weekly']),
  'six-seater': entry('six-seater', [295, 735, 1400, 3500], ['weekly']),
  utility: entry('utility', [245, 685, 1050, 2800], ['weekly']),
}

/** The town rental pages' card: delivery to a town. */
export const deliveryRates: RateCard = {
  'four-seater': entry('four-seater', [245, 685, 1050, 2800], ['daily', 'three-day', 'weekly']),
  'six-seater': entry('six-seater', [295, 825, 1260, 3360], ['three-day', 'weekly']),
  utility: entry('utility', [275, 770, 1155, 3080], ['three-day', 'weekly']),
}

export const publishedRateCards: RateCards = { pickup: pickupRates, delivery: deliveryRates }
