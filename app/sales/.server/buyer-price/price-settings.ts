import type { DB } from '#app/kernel/.server/db/connection.ts'
import { bounded, readSetting, type Setting } from '#app/kernel/.server/settings/app-settings.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import {
  defaultFinancingTagTerms,
  defaultFinancingTerms,
  maxDocumentationFeeCents,
  maxTextLength,
  parseLenderUrl,
  parseTermsMonths,
} from '#app/sales/buyer-price-settings.ts'
import {
  type FinancingTerms,
  maxAprBasisPoints,
  maxTermMonths,
  minTermMonths,
} from '#app/sales/payment-estimate.ts'

const text = (
  key: string,
  action: string,
  fallback: string,
  valid: (value: string) => boolean,
): Setting<string> => ({
  key,
  read: (stored) => (stored !== undefined && valid(stored) ? stored : fallback),
  write: String,
  action,
  field: 'text',
})

export const documentationFee: Setting<number> = {
  key: 'sales.documentation_fee_cents',
  read: bounded(0, maxDocumentationFeeCents, 0),
  write: String,
  action: 'settings.documentation-fee',
  field: 'cents',
}

export const financingApr: Setting<number> = {
  key: 'sales.financing_apr_basis_points',
  read: bounded(0, maxAprBasisPoints, defaultFinancingTerms.aprBasisPoints),
  write: String,
  action: 'settings.financing-apr',
  field: 'basis_points',
}

export const financingTerms = text(
  'sales.financing_terms_months',
  'settings.financing-terms',
  defaultFinancingTerms.termsMonths.join(', '),
  (stored) => parseTermsMonths(stored) !== undefined,
)

export const financingDefaultTerm: Setting<number> = {
  key: 'sales.financing_default_term_months',
  read: bounded(minTermMonths, maxTermMonths, defaultFinancingTerms.defaultTermMonths),
  write: String,
  action: 'settings.financing-default-term',
  field: 'months',
}

export const financingDownPayment: Setting<number> = {
  key: 'sales.financing_down_payment_percent',
  read: bounded(0, 90, defaultFinancingTerms.downPaymentPercent),
  write: String,
  action: 'settings.financing-down-payment',
  field: 'percent',
}

export const prequalificationUrl = text(
  'sales.prequalification_url',
  'settings.prequalification-url',
  '',
  (stored) => parseLenderUrl(stored) === stored,
)

export const financingTagTerms = text(
  'sales.financing_tag_terms',
  'settings.financing-tag-terms',
  defaultFinancingTagTerms,
  (stored) => stored.trim().length > 0 && stored.length <= maxTextLength,
)

export type BuyerPriceSettings = {
  documentationFeeCents: number
  stateTaxBasisPoints: number
  financing: FinancingTerms
  prequalificationUrl: string
  financingTagTerms: string
}

/** Everything the buyer's price reads from the owners' settings. */
export async function buyerPriceSettings(db: DB): Promise<BuyerPriceSettings> {
  const termsMonths = parseTermsMonths(await readSetting(db, financingTerms)) ?? []
  const defaultTerm = await readSetting(db, financingDefaultTerm)
  return {
    documentationFeeCents: await readSetting(db, documentationFee),
    stateTaxBasisPoints: await readSetting(db, salesTaxRate),
    financing: {
      aprBasisPoints: await readSetting(db, financingApr),
      termsMonths,
      // a default the owners no longer offer falls back to the middle one offered
      defaultTermMonths: termsMonths.includes(defaultTerm)
        ? defaultTerm
        : (termsMonths[Math.floor(termsMonths.length / 2)] ?? defaultTerm),
      downPaymentPercent: await readSetting(db, financingDownPayment),
    },
    prequalificationUrl: await readSetting(db, prequalificationUrl),
    financingTagTerms: await readSetting(db, financingTagTerms),
  }
}

/** The words of the "financing" tag's offer, shown wherever the tag is. */
export const readFinancingTagTerms = (db: DB): Promise<string> => readSetting(db, financingTagTerms)
