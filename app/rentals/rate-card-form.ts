import {
  type CartType,
  cartTypes,
  type PlanDuration,
  planDurations,
  type RateCard,
} from '#app/rentals/content/rentals.ts'

/** Highest price a plan may have: a typo of a few zeros is refused, not published. */
export const maxPlanPrice = 100_000

export const priceRule = `A price is whole dollars from $1 to $${maxPlanPrice.toLocaleString('en-US')}.`

/** Whether a price may be published: whole dollars within the range. */
export function validPrice(price: number): boolean {
  return Number.isInteger(price) && price >= 1 && price <= maxPlanPrice
}

export type CardName = 'pickup' | 'delivery'

/** One cell of a card's form: the price as typed and the recommended box. */
export type RateCell = { price: string; recommended: boolean }
export type RateCardValues = Record<`${CartType}.${PlanDuration}`, RateCell>

export type RateCardEntry = {
  cartType: CartType
  plan: PlanDuration
  price: number
  recommended: boolean
}

/** The field names of one cell (the same in both cards' forms). */
export const cellName = (type: CartType, plan: PlanDuration) => `${type}.${plan}` as const
export const recommendedName = (type: CartType, plan: PlanDuration) =>
  `${type}.${plan}.recommended` as const
/** The element id of a cell's price input, unique on a page showing both cards. */
export const cellId = (card: CardName, type: CartType, plan: PlanDuration) =>
  `${card}-${type}-${plan}`

/** The form's values for a card as saved. */
export function rateCardValues(card: RateCard): RateCardValues {
  const values = {} as RateCardValues
  for (const type of cartTypes) {
    for (const plan of planDurations) {
      values[cellName(type, plan)] = {
        price: String(card[type].prices[plan]),
        recommended: card[type].recommended.includes(plan),
      }
    }
  }
  return values
}

export type ParsedRateCard =
  | { ok: true; entries: RateCardEntry[]; values: RateCardValues }
  | { ok: false; fields: Record<string, string>; values: RateCardValues }

/**
 * A card's posted form, every cell checked: "$1,050" and "1050" are the
 * same price; anything else that is not whole dollars in range is named.
 */
export function parseRateCardForm(card: CardName, form: FormData): ParsedRateCard {
  const values = {} as RateCardValues
  const entries: RateCardEntry[] = []
  const fields: Record<string, string> = {}
  for (const type of cartTypes) {
    for (const plan of planDurations) {
      const raw = form.get(cellName(type, plan))
      const typed = typeof raw === 'string' ? raw : ''
      const recommended = form.get(recommendedName(type, plan)) === 'on'
      values[cellName(type, plan)] = { price: typed, recommended }
      const cleaned = typed.trim().replace(/^\$/, '').replaceAll(',', '')
      const price = /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN
      if (validPrice(price)) entries.push({ cartType: type, plan, price, recommended })
      else fields[cellId(card, type, plan)] = priceRule
    }
  }
  return Object.keys(fields).length > 0
    ? { ok: false, fields, values }
    : { ok: true, entries, values }
}

/** A cell where the form and the card saved meanwhile by someone else differ. */
export type RateDifference = {
  id: string
  cartType: CartType
  plan: PlanDuration
  mine: string
  theirs: string
}

const cellText = (cell: RateCell) =>
  `${cell.price.trim()}${cell.recommended ? ', recommended' : ''}`

/** The cells that differ between what an owner sent and the card as saved meanwhile. */
export function rateCardDifferences(
  card: CardName,
  mine: RateCardValues,
  theirs: RateCardValues,
): RateDifference[] {
  return cartTypes.flatMap((type) =>
    planDurations.flatMap((plan) => {
      const a = cellText(mine[cellName(type, plan)])
      const b = cellText(theirs[cellName(type, plan)])
      return a === b
        ? []
        : [{ id: cellId(card, type, plan), cartType: type, plan, mine: a, theirs: b }]
    }),
  )
}
