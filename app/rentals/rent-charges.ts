import { salesTaxCents } from '#app/payments/sales-tax.ts'

import { type CancellationTerms, refundSplit } from './rental-cancellation.ts'
import type { RentalQuote } from './rental-quote.ts'

/*
 * What a renter pays online for a rental, in cents: the rent, the handover
 * (delivery and its same-day rush), the additional drivers, and the sales
 * tax on all three. The quote holds whole dollars; the server computes every
 * amount from the stored quote, never from a form.
 */

/** The sales tax a renter was quoted, stored with the quote (absent on a quote paid at the desk). */
export type QuoteTax = { basisPoints: number; cents: number }

/** A quote as a reservation stores it: the lines the renter saw and, paid online, its tax. */
export type PaidQuote = RentalQuote & { salesTax?: QuoteTax }

export type RentCharges = {
  rentCents: number
  /** delivery and the same-day rush: not provided when the rental does not happen */
  deliveryCents: number
  driversCents: number
  basisPoints: number
  taxCents: number
  totalCents: number
}

/** What the charges are read from: a quote's lines (whole dollars). */
type Lines = { lines: readonly { key: string; amount: number }[] }

const linesCents = (quote: Lines, keys: readonly string[]) =>
  quote.lines.filter((line) => keys.includes(line.key)).reduce((sum, l) => sum + l.amount, 0) * 100

/** The charges of a quote at a tax rate in basis points. */
export function rentCharges(quote: Lines, basisPoints: number): RentCharges {
  const rentCents = linesCents(quote, ['rent'])
  const deliveryCents = linesCents(quote, ['handover', 'rush'])
  const driversCents = linesCents(quote, ['drivers'])
  const taxCents = salesTaxCents(rentCents + deliveryCents + driversCents, basisPoints)
  return {
    rentCents,
    deliveryCents,
    driversCents,
    basisPoints,
    taxCents,
    totalCents: rentCents + deliveryCents + driversCents + taxCents,
  }
}

/** The quote with its tax, as a reservation paid online stores it. */
export function withSalesTax(quote: RentalQuote, basisPoints: number): PaidQuote {
  return { ...quote, salesTax: { basisPoints, cents: rentCharges(quote, basisPoints).taxCents } }
}

/** A stored quote's charges: its own tax rate, or none for a quote paid at the desk. */
export const chargesOf = (quote: PaidQuote): RentCharges =>
  rentCharges(quote, quote.salesTax?.basisPoints ?? 0)

export type RentRefund =
  | { ok: true; refundCents: number; basis: 'policy' | 'full' }
  | { ok: false; reason: 'over-captured'; refundCents: number; capturedCents: number }

/** What the share of the rent given back, with delivery and drivers or not, comes to with its tax. */
function taxedRefund(paid: RentCharges, refundPercent: number, fees: boolean): number {
  const base =
    refundSplit(paid.rentCents, refundPercent).refundCents +
    (fees ? paid.deliveryCents + paid.driversCents : 0)
  // the tax given back is the tax on what is given back, never more than was paid
  return base + Math.min(paid.taxCents, salesTaxCents(base, paid.basisPoints))
}

/**
 * What a cancelled rental gives back of what was paid, by the published
 * rule: free cancellation gives everything back; within the last 24 hours
 * the rule's share of the rent comes back, and delivery and the drivers in
 * full (they are not provided), each with its tax; from the start on, the
 * no-show share of the rent (nothing under the current rule) and no more.
 * `full` is staff's choice to give everything back instead. Never more than
 * was captured: a larger refund is refused.
 */
export function rentRefund(
  paid: RentCharges,
  terms: Pick<CancellationTerms, 'kind' | 'refundPercent'>,
  capturedCents: number,
  options: { full?: boolean } = {},
): RentRefund {
  const basis = options.full ? 'full' : 'policy'
  const refundCents =
    options.full || terms.kind === 'free'
      ? paid.totalCents
      : taxedRefund(paid, terms.refundPercent, terms.kind === 'late')
  if (refundCents > capturedCents) {
    return { ok: false, reason: 'over-captured', refundCents, capturedCents }
  }
  return { ok: true, refundCents, basis }
}
