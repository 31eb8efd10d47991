import { bounded, type Setting } from '#app/kernel/.server/settings/app-settings.ts'
import { defaultSalesTaxBasisPoints, maxSalesTaxBasisPoints } from '#app/payments/sales-tax.ts'

/** The sales tax rate in basis points: the owners' setting (app/payments/sales-tax.ts says why 6%). */
export const salesTaxRate: Setting<number> = {
  key: 'payments.sales_tax_basis_points',
  read: bounded(0, maxSalesTaxBasisPoints, defaultSalesTaxBasisPoints),
  write: String,
  action: 'settings.sales-tax',
  field: 'basis_points',
}
