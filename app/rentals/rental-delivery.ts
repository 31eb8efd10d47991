import { formatPrice } from '#app/kernel/format.ts'
import { type DeliveryRules, deliveryRules } from '#app/site/content/delivery.ts'
import { deliveryEstimate, type DeliveryPlace } from '#app/site/delivery-cost.ts'

/** What delivering a rental to a town costs, as its rental page and the quote both say it. */
export type RentalDeliveryTerms = {
  /** whole dollars; 0 when free */
  cost: number
  /** within a sentence: "free delivery within the Milford area" */
  phrase: string
  /** why, for the quote's delivery line */
  detail: string
}

/**
 * The one rule for delivering a rental to a town we serve: free within the
 * town area while the delivery rules say so (the delivered rates include the
 * trip, as the delivery policy states), otherwise the general delivery
 * estimate. The town rental page states it and the quote charges it.
 */
export function rentalDeliveryTerms(
  town: DeliveryPlace,
  rules: DeliveryRules = deliveryRules,
): RentalDeliveryTerms {
  const estimate = rules.rentalFreeWithinTownArea ? undefined : deliveryEstimate(town, rules)
  const cost = estimate?.cost ?? 0
  const phrase =
    cost === 0
      ? `free delivery within the ${town.name} area`
      : `delivery to ${town.name} for ${formatPrice(cost)}`
  return {
    cost,
    phrase,
    detail:
      estimate?.summary ??
      `Free within the ${town.name} area: the delivered rates include bringing the cart and collecting it`,
  }
}

/** The town rental page's statement, the phrase said alone: "Free delivery within the Milford area". */
export function deliveryStatement(terms: RentalDeliveryTerms): string {
  return terms.phrase.charAt(0).toUpperCase() + terms.phrase.slice(1)
}
