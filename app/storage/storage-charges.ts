import { salesTaxCents } from '#app/payments/sales-tax.ts'

/*
 * What a storage contract's customer pays, line by line (record 075). The
 * space itself is not taxed (a customer's cart kept); the work on the cart
 * (the maintenance add-on, the pre-season preparation) and the pickup fee
 * are taxed at the owners' rate, once on their sum.
 */

export type ChargeLine = { label: string; cents: number; taxable: boolean }

export type Charges = {
  lines: ChargeLine[]
  subtotalCents: number
  taxCents: number
  totalCents: number
}

/** Lines summed, with the tax on the taxable ones at `taxBasisPoints`. */
export function chargesOf(lines: ChargeLine[], taxBasisPoints: number): Charges {
  const kept = lines.filter((line) => line.cents > 0)
  const subtotalCents = kept.reduce((sum, line) => sum + line.cents, 0)
  const taxable = kept.filter((line) => line.taxable).reduce((sum, line) => sum + line.cents, 0)
  const taxCents = salesTaxCents(taxable, taxBasisPoints)
  return { lines: kept, subtotalCents, taxCents, totalCents: subtotalCents + taxCents }
}

export type PackageTerms = {
  /** "Winter package, indoor" */
  label: string
  priceCents: number
  /** the maintenance add-on a month, 0 when not taken */
  maintenanceCents: number
  /** the months the cart is stored in the season (monthsStored) */
  months: number
  preparationCents: number
  pickupFeeCents: number
}

/** A package paid in full at booking: the package, its months of maintenance, preparation, pickup. */
export function packageCharges(terms: PackageTerms, taxBasisPoints: number): Charges {
  return chargesOf(
    [
      { label: terms.label, cents: terms.priceCents, taxable: false },
      {
        label: `Maintenance add-on, ${terms.months} ${terms.months === 1 ? 'month' : 'months'}`,
        cents: terms.maintenanceCents * terms.months,
        taxable: true,
      },
      { label: 'Pre-season preparation', cents: terms.preparationCents, taxable: true },
      { label: 'Pickup from your address', cents: terms.pickupFeeCents, taxable: true },
    ],
    taxBasisPoints,
  )
}

/** A full month of monthly storage: the rate and the maintenance add-on if taken. */
export function monthCharges(
  terms: { label: string; rateCents: number; maintenanceCents: number },
  taxBasisPoints: number,
): Charges {
  return chargesOf(
    [
      { label: terms.label, cents: terms.rateCents, taxable: false },
      { label: 'Maintenance add-on', cents: terms.maintenanceCents, taxable: true },
    ],
    taxBasisPoints,
  )
}

/** What a monthly contract pays once, with its first month: the pickup. */
export function monthlyOneOffCharges(pickupFeeCents: number, taxBasisPoints: number): Charges {
  return chargesOf(
    [{ label: 'Pickup from your address', cents: pickupFeeCents, taxable: true }],
    taxBasisPoints,
  )
}
