/*
 * Sales tax on what a customer pays for (rent, delivery, extra drivers, the
 * desk's fees), at the rate the owners set. Pennsylvania's state sales tax is
 * 6% and no county in the dealer's area adds a local rate, so 6% is the
 * default; whether a charge is taxable is the dealer's accountant's call, which
 * is why the rate is a setting (0 turns the line off). Deposits are not taxed:
 * they are not a sale until the desk applies them to a fee, and then the fee
 * is taxed.
 */

/** The rate in basis points (hundredths of a percent): 600 is 6%. */
export const defaultSalesTaxBasisPoints = 600
export const maxSalesTaxBasisPoints = 2_000

/** The tax on an amount in cents, rounded half up to the cent. */
export function salesTaxCents(amountCents: number, basisPoints: number): number {
  if (!Number.isInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`Not an amount in cents: ${amountCents}`)
  }
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000)
}

/** A rate as people write it: 600 as "6%", 625 as "6.25%". */
export function formatSalesTaxRate(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`
}
