import type { DB } from '#app/kernel/.server/db/connection.ts'
import { type OutTheDoor, outTheDoor } from '#app/sales/out-the-door.ts'
import {
  estimateChoice,
  type PaymentEstimate,
  paymentEstimate,
} from '#app/sales/payment-estimate.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { findTown, townsByArea } from '#app/site/town-lookup.server.ts'

import { type BuyerPriceSettings, buyerPriceSettings } from './price-settings.ts'

/** The served towns a buyer picks from, by area. */
export type TownChoices = { area: string; towns: { slug: string; name: string }[] }[]

export type BuyerPriceErrors = Partial<Record<'town' | 'term' | 'down', string>>

/** What the cart page's price box shows for one request. */
export type BuyerPrice = {
  /** the box opens when the buyer asked (the form was sent) */
  asked: boolean
  towns: TownChoices
  /** the town chosen, when it is one served */
  town?: { slug: string; name: string }
  /** the buyer's term and down payment as typed, to show again */
  values: { term: string; down: string }
  errors: BuyerPriceErrors
  outTheDoor?: OutTheDoor
  estimate?: PaymentEstimate
  terms: BuyerPriceSettings['financing']
  prequalificationUrl: string
}

export const unknownTownMessage = 'Choose your town from the list of towns we deliver to.'

const townChoices = (): TownChoices =>
  townsByArea().map(({ area, towns }) => ({
    area: area.name,
    towns: towns.map((t) => ({ slug: t.slug, name: t.name })),
  }))

/**
 * The price box for a cart and the page's query (`town`, `term`, `down`):
 * the out-the-door price once a served town is chosen, the payment estimate
 * on it, and a message for each field the buyer got wrong.
 */
export function priceFor(
  vehicle: Pick<Vehicle, 'price' | 'priceOnRequest' | 'sale'>,
  query: URLSearchParams,
  settings: BuyerPriceSettings,
): BuyerPrice {
  const townSlug = query.get('town')
  const values = { term: query.get('term') ?? '', down: query.get('down') ?? '' }
  const base = {
    asked: townSlug !== null,
    towns: townChoices(),
    values,
    terms: settings.financing,
    prequalificationUrl: settings.prequalificationUrl,
  }
  if (townSlug === null) return { ...base, errors: {} }
  const town = findTown(townSlug)
  if (!town) return { ...base, errors: { town: unknownTownMessage } }
  const price = outTheDoor({
    vehicle,
    place: town,
    documentationFeeCents: settings.documentationFeeCents,
    stateTaxBasisPoints: settings.stateTaxBasisPoints,
  })
  const chosen = { ...base, town: { slug: town.slug, name: town.name }, outTheDoor: price }
  if (price.kind === 'call') return { ...chosen, errors: {} }
  const choice = estimateChoice(values, settings.financing, price.totalCents)
  if (!choice.ok) return { ...chosen, errors: { [choice.field]: choice.message } }
  return {
    ...chosen,
    errors: {},
    estimate: paymentEstimate(
      price.totalCents,
      choice.downPaymentCents,
      choice.termMonths,
      settings.financing.aprBasisPoints,
    ),
  }
}

export async function buyerPrice(
  db: DB,
  vehicle: Pick<Vehicle, 'price' | 'priceOnRequest' | 'sale'>,
  query: URLSearchParams,
): Promise<BuyerPrice> {
  return priceFor(vehicle, query, await buyerPriceSettings(db))
}
