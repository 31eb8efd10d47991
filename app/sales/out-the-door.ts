import { formatCents } from '#app/kernel/format.ts'
import { formatSalesTaxRate, salesTaxCents } from '#app/payments/sales-tax.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { type DeliveryRules, deliveryRules } from '#app/site/content/delivery.ts'
import { deliveryEstimate, type DeliveryPlace } from '#app/site/delivery-cost.ts'

/*
 * The out-the-door price of a cart delivered to a town: the price (the sale
 * price while a sale runs), delivery by the dealer's rules, the owners'
 * documentation fee, and Pennsylvania sales tax at the owners' rate plus the
 * surcharge of the county the cart is delivered to. Pennsylvania taxes the
 * delivery and the fee with the cart; the dealer collects the tax on a golf
 * cart, which the state does not title (record 073 says where each rule comes
 * from, and the dealer's accountant confirms them).
 */

/** Local sales tax added to the state's rate, in basis points, by county of delivery. */
export const countySurchargeBasisPoints: Readonly<Record<string, number>> = {
  Allegheny: 100,
  Philadelphia: 200,
}

export type PriceLine = {
  key: 'price' | 'delivery' | 'documentation' | 'tax'
  label: string
  cents: number
  /** where the amount comes from, in a sentence */
  source: string
}

export type OutTheDoor =
  /** priced on request: no total, a call instead */
  | { kind: 'call' }
  | { kind: 'total'; lines: PriceLine[]; totalCents: number; taxBasisPoints: number }

export type OutTheDoorInput = {
  vehicle: Pick<Vehicle, 'price' | 'priceOnRequest' | 'sale'>
  place: DeliveryPlace & { county: string }
  documentationFeeCents: number
  /** the owners' sales tax rate (the state's), in basis points */
  stateTaxBasisPoints: number
  rules?: DeliveryRules
}

/** The price the buyer pays: the sale price while a sale runs, else the listed price (cents). */
export function cartPriceCents(vehicle: OutTheDoorInput['vehicle']): number {
  return (vehicle.sale?.price ?? vehicle.price) * 100
}

/** Delivery of a purchase to a place: free in the free area from the sales minimum, else by the mile. */
export function purchaseDelivery(
  place: DeliveryPlace,
  priceCents: number,
  rules: DeliveryRules,
): Pick<PriceLine, 'cents' | 'source'> {
  const estimate = deliveryEstimate(place, rules)
  if (estimate.kind === 'per-mile') {
    return { cents: estimate.cost * 100, source: estimate.summary }
  }
  if (priceCents >= rules.salesFreeMinimum * 100) return { cents: 0, source: estimate.summary }
  const miles = Math.ceil(place.distanceMiles)
  return {
    cents: miles * rules.perMileFee * 100,
    source: `Free delivery needs a purchase of ${formatCents(rules.salesFreeMinimum * 100)} or more: ${miles} miles to ${place.name} at ${formatCents(rules.perMileFee * 100)} per mile.`,
  }
}

export function outTheDoor(input: OutTheDoorInput): OutTheDoor {
  const { vehicle, place } = input
  if (vehicle.priceOnRequest) return { kind: 'call' }
  const rules = input.rules ?? deliveryRules
  const priceCents = cartPriceCents(vehicle)
  const delivery = purchaseDelivery(place, priceCents, rules)
  const surcharge = countySurchargeBasisPoints[place.county] ?? 0
  const taxBasisPoints = input.stateTaxBasisPoints + surcharge
  const taxable = priceCents + delivery.cents + input.documentationFeeCents
  const taxCents = salesTaxCents(taxable, taxBasisPoints)
  const county = `${place.county} County`
  const lines: PriceLine[] = [
    {
      key: 'price',
      label: vehicle.sale ? 'Sale price' : 'Price',
      cents: priceCents,
      source: vehicle.sale
        ? `Our sale price (regular price ${formatCents(vehicle.price * 100)}).`
        : 'Our listed price.',
    },
    { key: 'delivery', label: `Delivery to ${place.name}`, ...delivery },
    {
      key: 'documentation',
      label: 'Documentation fee',
      cents: input.documentationFeeCents,
      source:
        input.documentationFeeCents > 0
          ? 'Our fee for preparing the bill of sale and paperwork.'
          : 'We charge no documentation fee.',
    },
    {
      key: 'tax',
      label: `Sales tax (${formatSalesTaxRate(taxBasisPoints)})`,
      cents: taxCents,
      source: surcharge
        ? `Pennsylvania's ${formatSalesTaxRate(input.stateTaxBasisPoints)} and ${county}'s ${formatSalesTaxRate(surcharge)} on the price, delivery and fee, collected by us.`
        : `Pennsylvania's ${formatSalesTaxRate(input.stateTaxBasisPoints)} on the price, delivery and fee, collected by us; ${county} adds no local rate.`,
    },
  ]
  return {
    kind: 'total',
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.cents, 0),
    taxBasisPoints,
  }
}
