import {
  type FinancingTerms,
  maxAprBasisPoints,
  maxTermMonths,
  minTermMonths,
} from './payment-estimate.ts'

/*
 * What the owners set for the buyer's price and payment (/admin/buyer-price):
 * a documentation fee, the financing terms the estimate uses, the lender's
 * own pre-qualification page and the words of the "financing" tag's offer.
 */

export const maxDocumentationFeeCents = 100_000
export const maxTextLength = 500

export const defaultFinancingTerms: FinancingTerms = {
  aprBasisPoints: 799,
  termsMonths: [24, 36, 48, 60],
  defaultTermMonths: 48,
  downPaymentPercent: 10,
}

export const defaultFinancingTagTerms =
  '0% APR for up to 36 months on select new models, for buyers approved by our lender; other carts at the rates shown beside their price.'

/** The terms offered, from their stored or typed text ("24, 36, 48"): whole months in range, ascending, no repeats; undefined when not. */
export function parseTermsMonths(text: string): number[] | undefined {
  const parts = text.split(/[\s,]+/).filter(Boolean)
  if (parts.length === 0 || parts.length > 8) return undefined
  const months = parts.map(Number)
  if (!months.every((m) => Number.isInteger(m) && m >= minTermMonths && m <= maxTermMonths)) {
    return undefined
  }
  return [...new Set(months)].sort((a, b) => a - b)
}

export const termsMessage = `Enter up to 8 terms in whole months from ${minTermMonths} to ${maxTermMonths}, separated by commas.`

/** An APR typed as a percent ("7.99") in basis points, or undefined. */
export function parseApr(text: string): number | undefined {
  const trimmed = text.trim().replace(/%$/, '')
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return undefined
  const basisPoints = Math.round(Number(trimmed) * 100)
  return basisPoints <= maxAprBasisPoints ? basisPoints : undefined
}

export const aprMessage = `Enter the APR as a percent from 0 to ${maxAprBasisPoints / 100}, with at most two decimals.`

/** A lender's page: an https address, or nothing. */
export function parseLenderUrl(text: string): string | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' && trimmed.length <= maxTextLength ? url.href : undefined
  } catch {
    return undefined
  }
}
