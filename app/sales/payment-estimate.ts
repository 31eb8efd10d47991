import { formatCents } from '#app/kernel/format.ts'

/*
 * The monthly payment estimate beside a cart's price: the amortisation of
 * what is left after the down payment, at the owners' default APR, over a
 * term the owners offer, in whole cents. Because it shows a payment, the page
 * states the down payment, the terms of repayment and the APR with it
 * (Regulation Z, 12 CFR 1026.24(d)); it is an estimate, never an offer.
 */

/** The owners' financing terms, as the settings hold them. */
export type FinancingTerms = {
  /** annual percentage rate in basis points: 799 is 7.99% */
  aprBasisPoints: number
  /** the terms offered, in months, ascending */
  termsMonths: readonly number[]
  /** the term shown first */
  defaultTermMonths: number
  /** the down payment shown first, in whole percent of the out-the-door price */
  downPaymentPercent: number
}

export const maxAprBasisPoints = 3_000
export const minTermMonths = 12
export const maxTermMonths = 120

export type PaymentEstimate = {
  principalCents: number
  downPaymentCents: number
  termMonths: number
  aprBasisPoints: number
  monthlyCents: number
  /** the last payment, smaller by what rounding the others up paid ahead */
  lastPaymentCents: number
  /** every payment together */
  totalOfPaymentsCents: number
  /** what the credit costs: the payments less what was borrowed */
  financeChargeCents: number
}

/**
 * The level monthly payment that repays `principalCents` in `months` at the
 * APR, P·r / (1 − (1 + r)^−n) with r the monthly rate, rounded up to the
 * cent so the payments never fall short; at 0% the principal over the months.
 */
export function monthlyPaymentCents(
  principalCents: number,
  aprBasisPoints: number,
  months: number,
): number {
  if (!Number.isInteger(principalCents) || principalCents < 0) {
    throw new RangeError(`Not an amount in cents: ${principalCents}`)
  }
  if (!Number.isInteger(months) || months <= 0) throw new RangeError(`Not a term: ${months}`)
  if (principalCents === 0) return 0
  if (aprBasisPoints === 0) return Math.ceil(principalCents / months)
  const rate = aprBasisPoints / 10_000 / 12
  const exact = (principalCents * rate) / (1 - (1 + rate) ** -months)
  // a float a hair above a whole cent is that cent, not the next
  return Math.ceil(Number(exact.toFixed(6)))
}

export function paymentEstimate(
  priceCents: number,
  downPaymentCents: number,
  termMonths: number,
  aprBasisPoints: number,
): PaymentEstimate {
  const principalCents = priceCents - downPaymentCents
  const monthlyCents = monthlyPaymentCents(principalCents, aprBasisPoints, termMonths)
  const rate = aprBasisPoints / 10_000 / 12
  // the schedule in cents: each month's interest on the balance, the last payment what is left
  let balance = principalCents
  let totalOfPaymentsCents = 0
  let lastPaymentCents = 0
  for (let month = 1; month <= termMonths; month++) {
    const due = balance + Math.round(balance * rate)
    lastPaymentCents = month === termMonths ? due : Math.min(monthlyCents, due)
    balance = due - lastPaymentCents
    totalOfPaymentsCents += lastPaymentCents
  }
  return {
    principalCents,
    downPaymentCents,
    termMonths,
    aprBasisPoints,
    monthlyCents,
    lastPaymentCents,
    totalOfPaymentsCents,
    financeChargeCents: totalOfPaymentsCents - principalCents,
  }
}

/** The down payment the page starts with: the owners' percent of the price, in whole dollars. */
export function defaultDownPaymentCents(priceCents: number, terms: FinancingTerms): number {
  return Math.round((priceCents * terms.downPaymentPercent) / 100 / 100) * 100
}

/** An APR as printed: 799 as "7.99%", 0 as "0%". */
export function formatApr(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`
}

/** The list of terms as a sentence: "36, 48 or 60 months". */
export function termsText(terms: readonly number[]): string {
  const list = terms.map(String)
  const last = list.pop()
  return `${list.length ? `${list.join(', ')} or ` : ''}${last ?? ''} months`
}

export type EstimateQuery = { term?: string | null; down?: string | null }

export type EstimateChoice =
  | { ok: true; termMonths: number; downPaymentCents: number }
  | { ok: false; field: 'term' | 'down'; message: string }

/**
 * The buyer's term and down payment (whole dollars) from the page's form, or
 * the owners' defaults when the form has not been sent; refused when the
 * term is not one offered, or the down payment is not whole dollars from 0
 * to less than the out-the-door price.
 */
export function estimateChoice(
  query: EstimateQuery,
  terms: FinancingTerms,
  priceCents: number,
): EstimateChoice {
  let termMonths = terms.defaultTermMonths
  if (query.term) {
    termMonths = Number(query.term)
    if (!terms.termsMonths.includes(termMonths)) {
      return {
        ok: false,
        field: 'term',
        message: `Choose a term of ${termsText(terms.termsMonths)}.`,
      }
    }
  }
  let downPaymentCents = defaultDownPaymentCents(priceCents, terms)
  const down = query.down?.trim().replace(/^\$/, '').replaceAll(',', '')
  if (down) {
    const dollars = Number(down)
    if (!/^\d+$/.test(down) || !Number.isSafeInteger(dollars)) {
      return { ok: false, field: 'down', message: 'Enter the down payment in whole dollars.' }
    }
    downPaymentCents = dollars * 100
    if (downPaymentCents >= priceCents) {
      return {
        ok: false,
        field: 'down',
        message: `The down payment must be less than the out-the-door price of ${formatCents(priceCents)}.`,
      }
    }
  }
  return { ok: true, termMonths, downPaymentCents }
}

/** The repayment in words: "48 monthly payments of $306.10", or the last one apart when rounding made it smaller. */
export function paymentsPhrase(estimate: PaymentEstimate): string {
  const { termMonths, monthlyCents, lastPaymentCents } = estimate
  return lastPaymentCents === monthlyCents
    ? `${termMonths} monthly payments of ${formatCents(monthlyCents)}`
    : `${termMonths - 1} monthly payments of ${formatCents(monthlyCents)} and a last one of ${formatCents(lastPaymentCents)}`
}
