import { z } from 'zod'

import { maxSalesTaxBasisPoints } from './sales-tax'

/*
 * The owners' form for the sales tax rate, apart from the rule itself
 * (sales-tax.ts), which the reservation form's island computes with in the
 * browser and which must not bring the whole of zod there.
 */

/** The owners' form: a percent with at most two decimals. */
export const salesTaxSchema = z.object({
  salesTaxPercent: z.coerce
    .number({ error: 'Enter a percent, like 6 or 6.25.' })
    .min(0, 'At least 0%.')
    .max(maxSalesTaxBasisPoints / 100, `At most ${maxSalesTaxBasisPoints / 100}%.`)
    .refine((percent) => Number.isInteger(Math.round(percent * 1e6) / 1e4), {
      error: 'At most two decimals, like 6.25.',
    })
    .transform((percent) => Math.round(percent * 100)),
})
