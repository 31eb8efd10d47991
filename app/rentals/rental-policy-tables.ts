import { formatPrice } from '#app/kernel/format.ts'
import { cartTypes, type RateCard, type RentalRules } from '#app/rentals/content/rentals.ts'

import { deskFeeKinds, deskFees, otherCharges } from './rental-fees.ts'

/** A Markdown table: a header row, its rule, and one row per entry. */
function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/**
 * The rental policy's figures that live elsewhere, as Markdown for its
 * {{placeholders}}: the pickup card's prices (data, edited by the owners)
 * and the deposits, the charges and the late fee (the rental rules, which
 * the desk charges from too), so the policy never repeats them.
 */
export function rentalPolicyPlaceholders(
  pickup: RateCard,
  rules: RentalRules,
): Record<'pickupRates' | 'deposits' | 'charges' | 'lateFeePerHour', string> {
  const fees = deskFees(rules)
  return {
    pickupRates: markdownTable(
      ['Cart', 'Daily', '3 days', 'Weekly', 'Monthly (30 days)'],
      cartTypes.map((type) => {
        const { daily, 'three-day': threeDay, weekly, monthly } = pickup[type].prices
        return [pickup[type].shortName, ...[daily, threeDay, weekly, monthly].map(formatPrice)]
      }),
    ),
    deposits: markdownTable(
      ['Cart', 'Deposit'],
      cartTypes.map((type) => [pickup[type].shortName, formatPrice(rules.deposits[type])]),
    ),
    charges: markdownTable(
      ['Charge', 'Amount'],
      [
        ...deskFeeKinds.map((kind) => [fees[kind].label, fees[kind].policyAmount]),
        ...otherCharges(rules),
      ],
    ),
    lateFeePerHour: formatPrice(rules.lateFeePerHour),
  }
}
